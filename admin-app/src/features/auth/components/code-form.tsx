import { Button, Form, Input } from 'antd';
import { authStrings } from '../strings';

type CodeFormProps = { pending: boolean; onSubmit: (code: string) => void };

/** The six digits of an authenticator app. */
export const CodeForm = ({ pending, onSubmit }: CodeFormProps) => (
  <Form
    layout="vertical"
    requiredMark={false}
    onFinish={(values: { code: string }) => onSubmit(values.code.trim())}
  >
    <Form.Item
      name="code"
      label={authStrings.code}
      rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: authStrings.codeRequired }]}
    >
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus size="large" />
    </Form.Item>
    <Button type="primary" htmlType="submit" block size="large" loading={pending}>
      {authStrings.confirm}
    </Button>
  </Form>
);
