import { Modal, Typography } from 'antd';
import { staffStrings } from '../strings';

type OneTimePasswordModalProps = {
  shown: { username: string; password: string } | null;
  onClose: () => void;
};

/** Shown once after creating or resetting an account: the owner passes the password on. */
export const OneTimePasswordModal = ({ shown, onClose }: OneTimePasswordModalProps) => (
  <Modal
    open={shown !== null}
    title={staffStrings.passwordTitle}
    onOk={onClose}
    onCancel={onClose}
    okText={staffStrings.close}
    cancelButtonProps={{ style: { display: 'none' } }}
  >
    <Typography.Paragraph type="secondary">{staffStrings.passwordHelp}</Typography.Paragraph>
    <Typography.Paragraph>
      {staffStrings.username}: <Typography.Text strong>{shown?.username}</Typography.Text>
    </Typography.Paragraph>
    <Typography.Paragraph>
      <Typography.Text code copyable style={{ fontSize: 18 }} data-testid="one-time-password">
        {shown?.password}
      </Typography.Text>
    </Typography.Paragraph>
    <Typography.Paragraph type="secondary">
      {staffStrings.loginAt} {window.location.origin}/admin/login
    </Typography.Paragraph>
  </Modal>
);
