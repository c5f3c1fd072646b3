import { Space } from 'antd';
import { OfficialAccountForm } from '@admin-app/features/line-official-account/components/official-account-form';
import { OutboxTable } from '@admin-app/features/line-official-account/components/outbox-table';

/** The owner's LINE Official Account: the connection, and the outbox of what the server sends. */
export const Component = () => (
  <Space direction="vertical" size="large" style={{ width: '100%' }}>
    <OfficialAccountForm />
    <OutboxTable />
  </Space>
);
