import { Alert, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { isApiError } from '@lib/api-error';
import { moneyUiStrings } from './strings';

type ReasonModalProps = {
  open: boolean;
  title: string;
  okText: string;
  /** The reason box's label; a decision whose reason is the staff's own note says so (withdrawals). */
  reasonLabel?: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  /** The reason box's example; the money decisions' one by default. */
  placeholder?: string;
  /** Fields before the reason (e.g. the member to assign to). */
  children?: ReactNode;
  onSubmit: (values: { reason: string } & Record<string, string>) => void;
  onClose: () => void;
};

/** A money decision: the reason is required (the server refuses without it too), the server's refusal shown. */
export const ReasonModal = ({
  open,
  title,
  okText,
  reasonLabel = moneyUiStrings.reasonLabel,
  danger,
  pending,
  error,
  placeholder = moneyUiStrings.reasonPlaceholder,
  children,
  onSubmit,
  onClose,
}: ReasonModalProps) => {
  const [form] = Form.useForm();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={moneyUiStrings.cancel}
      okButtonProps={{ danger, loading: pending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={isApiError(error) ? error.message : moneyUiStrings.loadFailed}
          data-testid="decision-error"
        />
      ) : null}
      <Form form={form} layout="vertical" onFinish={onSubmit} preserve={false}>
        {children}
        <Form.Item
          name="reason"
          label={reasonLabel}
          rules={[{ required: true, whitespace: true, min: 3, message: moneyUiStrings.reasonRequired }]}
        >
          <Input.TextArea rows={3} maxLength={500} placeholder={placeholder} data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
