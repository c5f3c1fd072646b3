import { App, Form, Input, Modal } from 'antd';
import type { AdjustmentItem } from '@contract/admin/manual-money';
import { errorText } from '@admin-app/app/components/query-error';
import { baht } from '@admin-app/app/money';
import { useDecideAdjustmentMutation } from '../api/decide-adjustment';
import { adjustmentStrings as s } from '../strings';

type DecideModalProps = { decision: { item: AdjustmentItem; approve: boolean } | null; onClose: () => void };

/** Approve (the money moves at once) or reject with a reason (nothing moves). */
export const DecideModal = ({ decision, onClose }: DecideModalProps) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useDecideAdjustmentMutation();
  const submit = (reason?: string) => {
    if (!decision) return;
    decide.mutate(
      { id: decision.item.id, approve: decision.approve, reason },
      {
        onSuccess: () => {
          message.success(decision.approve ? s.approved : s.rejected);
          form.resetFields();
          onClose();
        },
        onError: (e) => message.error(errorText(e)),
      },
    );
  };
  const item = decision?.item;
  return (
    <Modal
      open={!!decision}
      title={decision?.approve ? s.approve : s.rejectTitle}
      okText={decision?.approve ? s.approve : s.reject}
      okButtonProps={{ danger: !decision?.approve, ...{ 'data-testid': 'decide-confirm' } }}
      confirmLoading={decide.isPending}
      onCancel={onClose}
      onOk={() => (decision?.approve ? submit() : form.submit())}
      destroyOnHidden
    >
      {item ? (
        <p>
          {s.approveConfirm(
            `${s.direction[item.direction]} ${baht(item.amount)}`,
            `${item.member_name} (${item.member_phone}) · ${item.wallet_name}`,
          )}
        </p>
      ) : null}
      {decision && !decision.approve ? (
        <Form form={form} layout="vertical" onFinish={(v) => submit(v.reason)}>
          <Form.Item
            name="reason"
            label={s.rejectReason}
            rules={[{ required: true, min: 3, whitespace: true, message: s.required }]}
          >
            <Input.TextArea maxLength={500} rows={2} data-testid="reject-reason" />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
};
