import { Space } from 'antd';
import { BroadcastComposer } from '@admin-app/features/broadcasts/components/broadcast-composer';
import { BroadcastList } from '@admin-app/features/broadcasts/components/broadcast-list';
import { MyLineForm } from '@admin-app/features/broadcasts/components/my-line-form';

/**
 * LINE broadcasts: the list with what each reached first (what staff come back for), then the composer, and the
 * staff member's own LINE for tests.
 */
export const Component = () => (
  <Space direction="vertical" size="large" style={{ width: '100%' }}>
    <BroadcastList />
    <BroadcastComposer />
    <MyLineForm />
  </Space>
);
