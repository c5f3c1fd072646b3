import { Alert, Form, Input, Select } from 'antd';
import type { QueuedWithdrawal } from '@contract/admin/withdrawals';
import { formatBaht } from '@lib/format';
import { ReasonModal } from '@admin-app/ui/money/reason-modal';
import type { Decision } from '../api/decide-withdrawal';
import { usePayoutAccountsQuery } from '../api/get-payout-accounts';
import { withdrawalStrings as s } from '../strings';

/** What the dialog decides: approve (paid now), record the payout of a system approval, or refuse. */
export type DecisionVerb = Decision['verb'];

type DecisionModalProps = {
  open: { item: QueuedWithdrawal; verb: DecisionVerb } | null;
  pending: boolean;
  error: unknown;
  onSubmit: (decision: Decision) => void;
  onClose: () => void;
};

const titleOf = (item: QueuedWithdrawal, verb: DecisionVerb) =>
  ({ approve: s.approveTitle, paid: s.payoutTitle, refuse: s.refuseTitle })[verb](
    formatBaht(item.amount),
    item.member.full_name,
  );

/**
 * The decision dialog: the internal note always (the shared reason box, labelled as the staff's own); an
 * approval or a payout adds the agent account it was paid from and the bank's reference; a refusal adds the
 * reason the member reads.
 */
export const DecisionModal = ({ open, pending, error, onSubmit, onClose }: DecisionModalProps) => {
  const paying = open !== null && open.verb !== 'refuse';
  const accounts = usePayoutAccountsQuery(paying);
  const handleSubmit = (values: { reason: string } & Record<string, string>) => {
    if (!open) return;
    const { id } = open.item;
    if (open.verb === 'refuse')
      onSubmit({ id, verb: 'refuse', body: { note: values.reason, reason: values.member_reason } });
    else
      onSubmit({
        id,
        verb: open.verb,
        body: {
          note: values.reason,
          paid_from_account_id: Number(values.paid_from_account_id),
          bank_reference: values.bank_reference,
        },
      });
  };
  return (
    <ReasonModal
      open={open !== null}
      title={open ? titleOf(open.item, open.verb) : ''}
      okText={open ? { approve: s.approve, paid: s.recordPayout, refuse: s.refuse }[open.verb] : ''}
      danger={open?.verb === 'refuse'}
      pending={pending}
      error={error}
      reasonLabel={s.noteLabel}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {paying ? (
        <>
          {accounts.data?.length === 0 ? (
            <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={s.noPayoutAccounts} />
          ) : null}
          <Form.Item
            name="paid_from_account_id"
            label={s.payoutAccount}
            rules={[{ required: true, message: s.payoutAccountRequired }]}
          >
            <Select
              loading={accounts.isLoading}
              data-testid="payout-account"
              options={(accounts.data ?? []).map((account) => ({
                value: String(account.id),
                label: `${account.bank_name} ${account.account_number} (${account.account_name})`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="bank_reference"
            label={s.bankReference}
            rules={[{ required: true, whitespace: true, message: s.bankReferenceRequired }]}
          >
            <Input maxLength={100} autoComplete="off" data-testid="bank-reference-input" />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name="member_reason"
          label={s.memberReason}
          rules={[{ required: true, whitespace: true, min: 3, message: s.memberReasonRequired }]}
        >
          <Input.TextArea
            rows={2}
            maxLength={500}
            placeholder={s.memberReasonPlaceholder}
            data-testid="member-reason-input"
          />
        </Form.Item>
      )}
    </ReasonModal>
  );
};
