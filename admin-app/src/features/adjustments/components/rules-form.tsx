import { App, Button, Card, Form, InputNumber, Skeleton, Typography } from 'antd';
import type { ManualMoneyRules } from '@contract/admin/manual-money';
import { roleLabels } from '@contract/admin/permissions';
import { isBahtAmount } from '@contract/money';
import { errorText } from '@admin-app/app/components/query-error';
import { useManualMoneyRulesQuery, useSetManualMoneyRulesMutation } from '../api/manual-money-rules';
import { adjustmentStrings as s } from '../strings';

const bahtRule = {
  validator: (_: unknown, value: unknown) =>
    value === null || value === undefined || isBahtAmount(value)
      ? Promise.resolve()
      : Promise.reject(new Error(s.rules.decimals)),
};

/** The owner's rules: the four-eyes threshold and each role's daily limit of manual money. */
export const RulesForm = () => {
  const rules = useManualMoneyRulesQuery();
  if (!rules.data) return <Skeleton active />;
  return <RulesEditor rules={rules.data} />;
};

const RulesEditor = ({ rules }: { rules: ManualMoneyRules }) => {
  const { message } = App.useApp();
  const save = useSetManualMoneyRulesMutation();
  const initial = {
    four_eyes_above: rules.four_eyes_above,
    ...Object.fromEntries(rules.limits.map((l) => [`limit_${l.role}`, l.daily_limit])),
  };
  const submit = (values: Record<string, number>) =>
    save.mutate(
      {
        four_eyes_above: values.four_eyes_above ?? 0,
        limits: rules.limits.map((l) => ({ role: l.role, daily_limit: values[`limit_${l.role}`] ?? 0 })),
      },
      { onSuccess: () => message.success(s.rules.saved), onError: (e) => message.error(errorText(e)) },
    );
  return (
    <Card title={s.rules.title} size="small">
      <Typography.Paragraph type="secondary">{s.rules.intro}</Typography.Paragraph>
      <Form layout="vertical" initialValues={initial} onFinish={submit} data-testid="rules-form">
        <Form.Item name="four_eyes_above" label={s.rules.fourEyes} rules={[{ required: true }, bahtRule]}>
          <InputNumber min={0} style={{ width: 200 }} data-testid="rules-four-eyes" />
        </Form.Item>
        {rules.limits.map((l) => (
          <Form.Item
            key={l.role}
            name={`limit_${l.role}`}
            label={`${roleLabels[l.role]}: ${s.rules.limit}`}
            rules={[{ required: true }, bahtRule]}
          >
            <InputNumber min={0} style={{ width: 200 }} data-testid={`rules-limit-${l.role}`} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="rules-save">
          {s.rules.save}
        </Button>
      </Form>
    </Card>
  );
};
