import { Alert, Form, Input, Modal, Select } from 'antd';
import { roleLabels, staffRoles } from '@contract/admin/permissions';
import { isApiError } from '@lib/api-error';
import { useCreateStaffMutation, type CreateStaffInput } from '../api/create-staff';
import { staffStrings } from '../strings';

type CreateStaffModalProps = {
  open: boolean;
  onClose: () => void;
  onCreated: (username: string, password: string) => void;
};

export const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

export const CreateStaffModal = ({ open, onClose, onCreated }: CreateStaffModalProps) => {
  const [form] = Form.useForm<CreateStaffInput>();
  const mutation = useCreateStaffMutation();
  const handleFinish = (values: CreateStaffInput) =>
    mutation.mutate(values, {
      onSuccess: (answer) => {
        form.resetFields();
        onCreated(answer.staff.username, answer.one_time_password);
      },
    });
  return (
    <Modal
      open={open}
      title={staffStrings.add}
      okText={staffStrings.create}
      cancelText={staffStrings.cancel}
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {mutation.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={isApiError(mutation.error) ? mutation.error.message : ''}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={handleFinish}
        initialValues={{ role: 'support' }}
      >
        <Form.Item
          name="username"
          label={staffStrings.username}
          extra={staffStrings.usernameHelp}
          rules={[{ required: true, message: staffStrings.required }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="display_name" label={staffStrings.displayName}>
          <Input />
        </Form.Item>
        <Form.Item name="role" label={staffStrings.role}>
          <Select options={roleOptions} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
