import { Alert, App, Button, Card, Form, InputNumber, Switch, Typography } from 'antd';
import type { WithdrawalAutoSettingsBody } from '@contract/admin/withdrawals';
import { isApiError } from '@lib/api-error';
import { formatDateTime } from '@admin-app/lib/dates';
import { QueryState } from '@admin-app/ui/money/query-state';
import { useAutoSettingsQuery, useSaveAutoSettingsMutation } from '../api/auto-settings';
import { withdrawalStrings as s } from '../strings';

/** The automatic mode: off by default; only the owner changes it, everyone who sees the queue can read it. */
export const AutoSettingsPanel = ({ mayChange }: { mayChange: boolean }) => {
  const query = useAutoSettingsQuery();
  const save = useSaveAutoSettingsMutation();
  const { message } = App.useApp();
  const handleFinish = (values: WithdrawalAutoSettingsBody) =>
    save.mutate(values, { onSuccess: () => void message.success(s.auto.saved) });
  const amountRules = [
    { required: true, type: 'number' as const, min: 0.01, message: s.auto.amountRequired },
  ];
  return (
    <Card size="small" data-testid="withdrawal-auto">
      <Typography.Paragraph type="secondary">{s.auto.intro}</Typography.Paragraph>
      {mayChange ? null : (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={s.auto.ownerOnly} />
      )}
      {save.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={isApiError(save.error) ? save.error.message : s.auto.saveFailed}
        />
      ) : null}
      <QueryState query={query}>
        {(settings) => (
          <Form<WithdrawalAutoSettingsBody>
            layout="vertical"
            initialValues={settings}
            disabled={!mayChange}
            onFinish={handleFinish}
            style={{ maxWidth: 360 }}
          >
            <Form.Item name="enabled" label={s.auto.enabled} valuePropName="checked">
              <Switch data-testid="auto-enabled" />
            </Form.Item>
            <Form.Item name="max_per_request" label={s.auto.perRequest} rules={amountRules}>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="max_per_member_day" label={s.auto.perDay} rules={amountRules}>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            {settings.updated_at ? (
              <Typography.Paragraph type="secondary">
                {s.auto.updated(settings.updated_by, formatDateTime(settings.updated_at))}
              </Typography.Paragraph>
            ) : null}
            {mayChange ? (
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="auto-save">
                {s.auto.save}
              </Button>
            ) : null}
          </Form>
        )}
      </QueryState>
    </Card>
  );
};
