import { Alert, App, Button, Card, Form, Input, Skeleton, Typography } from 'antd';
import { LIFF_ID_PATTERN, type LineSettingsBody } from '@contract/admin/line-settings';
import { liffAppNames } from '@contract/liff-config';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { useLineSettingsQuery, useSaveLineSettings } from '../api/line-settings-api';
import { lineSettingsStrings as t } from '../strings';

type Values = { channel_id: string } & Record<(typeof liffAppNames)[number], string>;

/** The owner's LINE settings: each LIFF app's id and the LINE Login channel, empty for the default. */
export const LineSettingsForm = () => {
  const { message } = App.useApp();
  const settings = useLineSettingsQuery();
  const save = useSaveLineSettings();
  const [form] = Form.useForm<Values>();
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => settings.refetch()} />;
  if (!settings.data) return <Skeleton active />;
  const data = settings.data;
  const submit = (values: Values) => {
    const body: LineSettingsBody = {
      channel_id: values.channel_id?.trim() ?? '',
      liff_apps: Object.fromEntries(liffAppNames.map((name) => [name, values[name]?.trim() ?? ''])),
    };
    save.mutate(body, {
      onSuccess: () => void message.success(t.saved),
      onError: (error) => void message.error(errorText(error)),
    });
  };
  return (
    <Card title={t.title} data-testid="line-settings">
      <Typography.Paragraph type="secondary">{t.help}</Typography.Paragraph>
      {save.isError ? (
        <Alert type="error" showIcon message={errorText(save.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ channel_id: data.channel_id, ...data.liff_apps }}
        style={{ maxWidth: 520 }}
      >
        <Form.Item
          name="channel_id"
          label={t.channelId}
          extra={`${t.channelIdHelp} · ${t.inEffect(data.effective_channel_id)}`}
          rules={[{ pattern: /^\d{10}$/, message: t.channelIdFormat }]}
        >
          <Input inputMode="numeric" maxLength={10} allowClear />
        </Form.Item>
        {liffAppNames.map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={t.apps[name]}
            extra={t.inEffect(data.effective_liff_apps[name] || data.effective_liff_apps.default)}
            rules={[{ pattern: LIFF_ID_PATTERN, message: t.liffIdFormat }]}
          >
            <Input maxLength={40} allowClear placeholder="1234567890-AbcdEfgh" />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t.save}
        </Button>
      </Form>
    </Card>
  );
};
