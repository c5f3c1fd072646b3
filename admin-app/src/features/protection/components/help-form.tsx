import { Alert, App, Button, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import type { HelpContactBody } from '@contract/admin/protection';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { useHelpContact, useSaveHelpContact } from '../api/protection-api';
import { protectionStrings as t } from '../strings';

/**
 * The help contact of the member's safety page (content.manage). Without that permission the server refuses
 * both the read and the save, so the form is not shown at all, only why.
 */
export const HelpForm = ({ canEdit }: { canEdit: boolean }) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<HelpContactBody>();
  const help = useHelpContact(canEdit);
  const save = useSaveHelpContact();
  useEffect(() => {
    if (help.data) form.setFieldsValue(help.data.contact);
  }, [help.data, form]);
  if (!canEdit)
    return <Alert type="info" showIcon message={t.helpNoPermission} data-testid="help-read-only" />;
  if (help.isError) return <QueryError error={help.error} onRetry={() => help.refetch()} />;
  if (!help.data) return <Skeleton active />;
  const trimmed = (data: HelpContactBody): HelpContactBody => ({
    text: data.text.trim(),
    phone: (data.phone ?? '').trim(),
    line_id: (data.line_id ?? '').trim(),
    url: (data.url ?? '').trim(),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t.helpIntro}</Typography.Text>
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        onFinish={(data) =>
          save.mutate(trimmed(data), {
            onSuccess: () => message.success(t.saved),
            onError: (e) => message.error(errorText(e)),
          })
        }
        data-testid="help-form"
      >
        <Form.Item
          name="text"
          label={t.helpFields.text}
          rules={[{ required: true, whitespace: true, message: t.required }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="phone" label={t.helpFields.phone}>
          <Input maxLength={40} inputMode="tel" />
        </Form.Item>
        <Form.Item name="line_id" label={t.helpFields.line_id}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="url"
          label={t.helpFields.url}
          rules={[{ pattern: /^\s*(https:\/\/\S+)?\s*$/, message: t.httpsOnly }]}
        >
          <Input maxLength={300} placeholder="https://" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="help-save">
          {t.save}
        </Button>
      </Form>
    </Space>
  );
};
