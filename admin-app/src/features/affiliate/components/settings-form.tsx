import { App, Button, Form, InputNumber, Select, Space } from 'antd';
import { useEffect } from 'react';
import type { AffiliateConfigs } from '@contract/affiliate/affiliate';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { useAffiliateSettings, useSaveSettings } from '../api/affiliate-api';
import { affiliateStrings as t } from '../strings';

const categoryOptions = Object.entries(t.categories).map(([value, label]) => ({ value, label }));
const basisOptions = Object.entries(t.basis).map(([value, label]) => ({ value, label }));

/** Rates per game category (turnover or net loss, one or two levels), the minimum to redeem, the hold line. */
export const SettingsForm = ({ mayManage }: { mayManage: boolean }) => {
  const { message } = App.useApp();
  const settings = useAffiliateSettings();
  const save = useSaveSettings();
  const [form] = Form.useForm<AffiliateConfigs>();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => settings.refetch()} />;
  return (
    <Form<AffiliateConfigs>
      form={form}
      layout="vertical"
      disabled={!mayManage || settings.isLoading}
      onFinish={(values) =>
        save.mutate(values, {
          onSuccess: () => message.success(t.saved),
          onError: (e) => message.error(errorText(e)),
        })
      }
      data-testid="affiliate-settings"
    >
      <Form.List name="rates">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item name={[field.name, 'category']} label={t.category} rules={[{ required: true }]}>
                  <Select options={categoryOptions} style={{ width: 120 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'basis']} label={t.basisLabel} rules={[{ required: true }]}>
                  <Select options={basisOptions} style={{ width: 120 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'level1']} label={t.level1} rules={[{ required: true }]}>
                  <InputNumber min={0} max={50} step={0.05} precision={2} />
                </Form.Item>
                <Form.Item name={[field.name, 'level2']} label={t.level2} initialValue={0}>
                  <InputNumber min={0} max={50} step={0.05} precision={2} />
                </Form.Item>
                <Button onClick={() => remove(field.name)}>{t.remove}</Button>
              </Space>
            ))}
            <Button onClick={() => add({ basis: 'turnover', level1: 0, level2: 0 })}>{t.addRate}</Button>
          </>
        )}
      </Form.List>
      <Space wrap style={{ marginTop: 16 }}>
        <Form.Item name="levels" label={t.levels} rules={[{ required: true }]}>
          <Select options={[{ value: 1 }, { value: 2 }].map((o) => ({ ...o, label: String(o.value) }))} />
        </Form.Item>
        <Form.Item name="min_redeem" label={t.minRedeem} rules={[{ required: true }]}>
          <InputNumber min={0} precision={2} />
        </Form.Item>
        <Form.Item name="hold_threshold" label={t.holdThreshold} rules={[{ required: true }]}>
          <InputNumber min={0} precision={2} />
        </Form.Item>
      </Space>
      {mayManage && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t.save}
        </Button>
      )}
    </Form>
  );
};
