import { Alert, App, Button, Descriptions, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import type { MemberDetail } from '@contract/admin/members';
import { isBahtAmount } from '@contract/money';
import { errorText } from '@admin-app/app/components/query-error';
import { baht } from '@admin-app/app/money';
import { memberActions, useMemberMutation } from '../api/member-actions';
import { useMyManualMoney } from '../api/my-manual-money';
import { memberStrings as t } from '../strings';

type Values = {
  direction: 'credit' | 'debit';
  wallet_type_id: number;
  amount: number;
  reason: string;
  member_text?: string;
};

/** The amount as typed: more than two decimals is refused here (and by the server), never rounded. */
const amountRule = {
  validator: (_: unknown, value: unknown) =>
    value === undefined || value === null || (isBahtAmount(value) && value > 0)
      ? Promise.resolve()
      : Promise.reject(new Error(t.amountDecimals)),
};

/**
 * A credit or debit: the staff's internal note (required) apart from the optional text the member reads, then a
 * confirmation showing member, wallet and amount before anything moves. The form holds one idempotency key until
 * it succeeds: a double click or a retry after a lost answer sends the same key, and the server records the money
 * once. Above the agent's threshold the server answers a request waiting for a second staff member.
 */
export const AdjustForm = ({
  member,
}: {
  member: Pick<MemberDetail, 'id' | 'phone' | 'full_name' | 'wallets'>;
}) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [pending, setPending] = useState<Values | null>(null);
  const mine = useMyManualMoney();
  const adjust = useMemberMutation(member.id, (values: Values) =>
    memberActions.adjust(member.id, { ...values, idempotency_key: key }),
  );
  const walletName = (id: number) => member.wallets.find((w) => w.wallet_type_id === id)?.name ?? String(id);
  const confirm = () => {
    if (!pending) return;
    adjust.mutate(pending, {
      onSuccess: (answer) => {
        if (answer.replayed) message.info(t.adjustReplayed);
        else if (answer.status === 'pending') message.success(t.adjustRequested(answer.request_id));
        else message.success(t.adjustDone(baht(answer.balance ?? 0)));
        form.resetFields();
        setKey(crypto.randomUUID());
        setPending(null);
      },
      onError: (e) => {
        message.error(errorText(e));
        setPending(null);
      },
    });
  };
  const room = mine.data;
  const needsApproval = !!pending && !!room && pending.amount > room.four_eyes_above;
  const text = pending?.member_text?.trim();
  return (
    <>
      {room ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t.adjustRoom(baht(room.daily_limit - room.used_today), baht(room.daily_limit))}
          description={t.adjustFourEyes(baht(room.four_eyes_above))}
          data-testid="adjust-room"
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ direction: 'credit', wallet_type_id: member.wallets[0]?.wallet_type_id ?? 1 }}
        // Every value, the wallet's initial one too when its field is not shown (a member with one wallet).
        onFinish={() => setPending(form.getFieldsValue(true) as Values)}
        data-testid="adjust-form"
      >
        <Form.Item name="direction">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 'credit', label: t.credit },
              { value: 'debit', label: t.debit },
            ]}
          />
        </Form.Item>
        {member.wallets.length > 1 ? (
          <Form.Item name="wallet_type_id" label={t.wallet}>
            <Select
              style={{ width: 240 }}
              options={member.wallets.map((w) => ({ value: w.wallet_type_id, label: w.name }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="amount"
          label={t.amount}
          rules={[{ required: true, message: t.required }, amountRule]}
        >
          <InputNumber
            min={0}
            max={10_000_000}
            step={100}
            style={{ width: 200 }}
            addonAfter="บาท"
            data-testid="adjust-amount"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t.adjustReason}
          extra={t.adjustReasonHint}
          rules={[{ required: true, min: 3, message: t.required }]}
        >
          <Input maxLength={500} data-testid="adjust-reason" />
        </Form.Item>
        <Form.Item name="member_text" label={t.adjustMemberText} extra={t.adjustMemberTextHint}>
          <Input maxLength={200} data-testid="adjust-member-text" />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="adjust-submit">
          {t.adjustReview}
        </Button>
      </Form>
      <Modal
        open={!!pending}
        title={t.adjustConfirmTitle}
        okText={needsApproval ? t.adjustSendRequest : t.adjustSubmit}
        cancelText={t.cancel}
        onOk={confirm}
        onCancel={() => setPending(null)}
        confirmLoading={adjust.isPending}
        // data-* attributes pass through to the button; ButtonProps does not list them.
        okButtonProps={{ danger: pending?.direction === 'debit', ...{ 'data-testid': 'adjust-confirm' } }}
        destroyOnHidden
      >
        {pending ? (
          <Descriptions column={1} size="small" bordered data-testid="adjust-summary">
            <Descriptions.Item label={t.member}>{`${member.full_name} (${member.phone})`}</Descriptions.Item>
            <Descriptions.Item label={t.wallet}>{walletName(pending.wallet_type_id)}</Descriptions.Item>
            <Descriptions.Item label={t.type}>
              {pending.direction === 'credit' ? t.credit : t.debit}
            </Descriptions.Item>
            <Descriptions.Item label={t.amount}>{baht(pending.amount)}</Descriptions.Item>
            <Descriptions.Item label={t.adjustReason}>{pending.reason}</Descriptions.Item>
            <Descriptions.Item label={t.adjustMemberSees}>
              {`${pending.direction === 'credit' ? t.memberLineCredit : t.memberLineDebit}${text ? `: ${text}` : ''}`}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
        {needsApproval ? (
          <Alert type="warning" showIcon style={{ marginTop: 12 }} message={t.adjustNeedsApproval} />
        ) : null}
      </Modal>
    </>
  );
};
