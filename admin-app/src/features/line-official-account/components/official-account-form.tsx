import { Alert, App, Badge, Button, Card, Form, Input, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { formatDateTime } from '@admin-app/lib/dates';
import {
  useOfficialAccountQuery,
  useSaveOfficialAccount,
  useTestOfficialAccount,
} from '../api/official-account-api';
import { officialAccountStrings as t } from '../strings';

type Values = { channel_id: string; channel_secret: string; access_token: string; staff_group_id: string };

/**
 * The owner's official account: the channel, its secret and token (written, never read back: the page shows
 * the last four characters), the staff group for alerts, a test of the connection and the month's quota.
 */
export const OfficialAccountForm = () => {
  const { message } = App.useApp();
  const account = useOfficialAccountQuery();
  const save = useSaveOfficialAccount();
  const test = useTestOfficialAccount();
  const [form] = Form.useForm<Values>();
  if (account.isError) return <QueryError error={account.error} onRetry={() => account.refetch()} />;
  if (!account.data) return <Skeleton active />;
  const data = account.data;
  const submit = (values: Values) =>
    save.mutate(
      {
        channel_id: values.channel_id?.trim() ?? '',
        channel_secret: values.channel_secret?.trim() ?? '',
        access_token: values.access_token?.trim() ?? '',
        staff_group_id: values.staff_group_id?.trim() ?? '',
      },
      {
        onSuccess: () => {
          form.setFieldsValue({ channel_secret: '', access_token: '' });
          void message.success(t.saved);
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );
  const webhookUrl = `${window.location.origin}/api/line/webhook`;
  return (
    <Card
      title={t.title}
      data-testid="line-official-account"
      extra={
        <Badge
          status={data.configured ? 'success' : 'default'}
          text={data.configured ? t.configured : t.notConfigured}
        />
      }
    >
      <Typography.Paragraph type="secondary">{t.help}</Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: webhookUrl }}>{t.webhook(webhookUrl)}</Typography.Paragraph>
      {save.isError ? (
        <Alert type="error" showIcon message={errorText(save.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ channel_id: data.channel_id, staff_group_id: data.staff_group_id }}
        style={{ maxWidth: 560 }}
      >
        <Form.Item
          name="channel_id"
          label={t.channelId}
          rules={[{ pattern: /^\d{10}$/, message: t.channelIdFormat }]}
        >
          <Input inputMode="numeric" maxLength={10} allowClear />
        </Form.Item>
        <Form.Item
          name="channel_secret"
          label={t.channelSecret}
          extra={t.keep(data.channel_secret)}
          rules={[{ pattern: /^[0-9a-f]{32}$/, message: t.channelSecretFormat }]}
        >
          <Input.Password autoComplete="off" maxLength={32} />
        </Form.Item>
        <Form.Item name="access_token" label={t.accessToken} extra={t.keep(data.access_token)}>
          <Input.Password autoComplete="off" maxLength={1000} />
        </Form.Item>
        <Form.Item
          name="staff_group_id"
          label={t.staffGroup}
          extra={t.staffGroupHelp}
          rules={[{ pattern: /^C[0-9a-f]{32}$/, message: t.staffGroupFormat }]}
        >
          <Input maxLength={33} allowClear />
        </Form.Item>
        {data.joined_groups.length > 0 ? (
          <Form.Item label={t.joinedGroups}>
            <Space direction="vertical" size={4} data-testid="line-joined-groups">
              {data.joined_groups.map((group) => (
                <Space key={group.group_id} wrap>
                  <Typography.Text code>{group.group_id}</Typography.Text>
                  <Typography.Text type="secondary">
                    {t.joinedAt(formatDateTime(group.joined_at))}
                  </Typography.Text>
                  <Button
                    size="small"
                    onClick={() => form.setFieldsValue({ staff_group_id: group.group_id })}
                  >
                    {t.useGroup}
                  </Button>
                </Space>
              ))}
            </Space>
          </Form.Item>
        ) : null}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t.save}
          </Button>
          <Button
            disabled={!data.configured}
            loading={test.isPending}
            onClick={() =>
              test.mutate(undefined, { onError: (error) => void message.error(errorText(error)) })
            }
          >
            {t.test}
          </Button>
          {data.configured ? (
            <Popconfirm
              title={t.clearConfirm}
              onConfirm={() =>
                save.mutate(
                  { channel_id: data.channel_id, staff_group_id: data.staff_group_id, clear: true },
                  { onSuccess: () => void message.success(t.cleared) },
                )
              }
            >
              <Button danger>{t.clear}</Button>
            </Popconfirm>
          ) : null}
        </Space>
      </Form>
      {test.data ? (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          message={t.tested(test.data.display_name, test.data.basic_id)}
          description={t.quota(test.data.used, test.data.quota)}
          data-testid="line-test-result"
        />
      ) : null}
    </Card>
  );
};
