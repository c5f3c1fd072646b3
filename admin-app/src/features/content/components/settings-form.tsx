import { App, Button, Form, Input, Skeleton } from 'antd';
import { useEffect } from 'react';
import { agentSettings, type AgentSettings } from '@contract/admin/content';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { useContent, useSaveContent } from '../api/content-api';
import { contentStrings as t } from '../strings';
import { linkRule } from './link-rule';

const links = ['line_contact_url', 'line_admin_url', 'telegram_contact_url'] as const;

/** The agent's name, logo and contact links: the member site reads them within seconds of a save. */
export const SettingsForm = () => {
  const { message } = App.useApp();
  const [form] = Form.useForm<AgentSettings>();
  const settings = useContent<AgentSettings>('agent', import.meta.env.DEV && agentSettings);
  const save = useSaveContent<AgentSettings>('agent', import.meta.env.DEV && agentSettings);
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => settings.refetch()} />;
  if (!settings.data) return <Skeleton active />;
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      onFinish={(data) =>
        save.mutate(
          { id: null, data },
          { onSuccess: () => message.success(t.saved), onError: (e) => message.error(errorText(e)) },
        )
      }
      data-testid="settings-form"
    >
      <Form.Item name="name" label={t.fields.name} rules={[{ required: true, message: t.required }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="logo" label={t.fields.logo} rules={[linkRule(false)]}>
        <Input maxLength={500} />
      </Form.Item>
      {links.map((name) => (
        <Form.Item key={name} name={name} label={t.fields[name]} rules={[linkRule(false)]}>
          <Input maxLength={500} data-testid={`field-${name}`} />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="settings-save">
        {t.save}
      </Button>
    </Form>
  );
};
