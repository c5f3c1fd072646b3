import { App, Alert, Button, Checkbox, Form, InputNumber, Switch } from 'antd';
import type { PointsSetupInput } from '@contract/rewards/points-admin';
import { errorText, QueryError } from '@admin-app/app/components/query-error';
import { usePointsSetup, useSaveSetup } from '../api/points-api';
import { pointsStrings as t } from '../strings';

const CATEGORIES = ['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto'];

/** The earning rule (points per baht staked, which categories) and the expiry period. */
export const SetupForm = ({ mayManage }: { mayManage: boolean }) => {
  const { message } = App.useApp();
  const setup = usePointsSetup();
  const save = useSaveSetup();
  if (setup.isError) return <QueryError error={setup.error} onRetry={() => void setup.refetch()} />;
  if (!setup.data) return null;
  const submit = (values: PointsSetupInput) =>
    save.mutate(values, {
      onSuccess: () => void message.success(t.saved),
      onError: (error) => void message.error(errorText(error)),
    });
  return (
    <Form<PointsSetupInput>
      layout="vertical"
      style={{ maxWidth: 480 }}
      disabled={!mayManage}
      initialValues={setup.data}
      onFinish={submit}
    >
      <Alert type="info" message={t.ruleHint} style={{ marginBottom: 16 }} />
      <Form.Item name="active" label={t.active} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="per_baht" label={t.perBaht} rules={[{ required: true }]}>
        <InputNumber min={1} precision={0} />
      </Form.Item>
      <Form.Item name="points" label={t.points} rules={[{ required: true }]}>
        <InputNumber min={1} precision={0} />
      </Form.Item>
      <Form.Item name="categories" label={t.categories} rules={[{ required: true }]}>
        <Checkbox.Group options={CATEGORIES} />
      </Form.Item>
      <Form.Item name="expiry_days" label={t.expiryDays} rules={[{ required: true }]}>
        <InputNumber min={0} max={3650} precision={0} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t.save}
      </Button>
    </Form>
  );
};
