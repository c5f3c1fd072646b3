import { Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useEffect } from 'react';
import type { PollAdminInput, PollAdminItem } from '@contract/poll/poll-admin';
import { pollStrings as t } from '../strings';

type Props = {
  open: boolean;
  item?: PollAdminItem;
  saving: boolean;
  onSave: (data: PollAdminInput) => void;
  onCancel: () => void;
};

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

const initial = (item?: PollAdminItem): PollAdminInput =>
  item
    ? {
        title: item.title,
        description: item.description,
        image: item.image,
        opens_at: item.opens_at,
        closes_at: item.closes_at,
        prize_mode: item.prize_mode,
        prize: item.prize,
        quota_period: item.quota_period,
        quota_rules: item.quota_rules,
        choices: item.choices.map((c) => ({ id: c.id, label: c.label, image: c.image })),
      }
    : {
        title: '',
        description: '',
        image: '',
        opens_at: new Date().toISOString(),
        closes_at: inAWeek(),
        prize_mode: 'none',
        prize: 0,
        quota_period: 'day',
        quota_rules: [{ type: 'fixed', votes: 1 }],
        choices: [{ label: '' }, { label: '' }],
      };

const required = [{ required: true, message: t.form.required }];

/** Creates or edits a poll: times, prize, quota rules and choices (choices keep their ids: votes point at them). */
export const PollForm = ({ open, item, saving, onSave, onCancel }: Props) => {
  const [form] = Form.useForm<PollAdminInput>();
  useEffect(() => {
    if (open) form.setFieldsValue(initial(item));
  }, [open, item, form]);
  return (
    <Modal
      open={open}
      title={item ? t.edit : t.create}
      okText={t.form.save}
      cancelText={t.form.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical" onFinish={onSave} data-testid="poll-form" preserve={false}>
        <Form.Item name="title" label={t.form.title} rules={required}>
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item name="description" label={t.form.description}>
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} />
        </Form.Item>
        <Form.Item name="image" label={t.form.image}>
          <Input maxLength={500} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="opens_at" label={t.form.opensAt} rules={required}>
            <Input />
          </Form.Item>
          <Form.Item name="closes_at" label={t.form.closesAt} rules={required}>
            <Input />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="prize_mode" label={t.form.prizeMode}>
            <Select
              style={{ minWidth: 160 }}
              options={Object.entries(t.prizeModes).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item name="prize" label={t.form.prize}>
            <InputNumber min={0} step={10} />
          </Form.Item>
          <Form.Item name="quota_period" label={t.form.quotaPeriod}>
            <Select
              options={Object.entries(t.form.quotaPeriods).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
        </Space>
        <Form.List name="quota_rules">
          {(fields, { add, remove }) => (
            <Form.Item label={t.form.rules}>
              {fields.map((field) => (
                <Space key={field.key} wrap>
                  <Form.Item name={[field.name, 'type']} noStyle>
                    <Select
                      style={{ minWidth: 120 }}
                      options={Object.entries(t.form.ruleTypes).map(([value, label]) => ({ value, label }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'votes']} noStyle rules={required}>
                    <InputNumber min={1} max={1000} placeholder={t.form.ruleVotes} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'per_baht']} noStyle>
                    <InputNumber min={1} placeholder={t.form.rulePer} />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)}>{t.form.remove}</Button>
                </Space>
              ))}
              <Button onClick={() => add({ type: 'fixed', votes: 1 })}>{t.form.addRule}</Button>
            </Form.Item>
          )}
        </Form.List>
        <Form.List name="choices">
          {(fields, { add, remove }) => (
            <Form.Item label={t.form.choices}>
              {fields.map((field) => (
                <Space key={field.key} wrap>
                  <Form.Item name={[field.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, 'label']} noStyle rules={required}>
                    <Input placeholder={t.form.choiceLabel} maxLength={100} aria-label={t.form.choiceLabel} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'image']} noStyle>
                    <Input placeholder={t.form.choiceImage} maxLength={500} />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)}>{t.form.remove}</Button>
                </Space>
              ))}
              <Button onClick={() => add({ label: '' })}>{t.form.addChoice}</Button>
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
};
