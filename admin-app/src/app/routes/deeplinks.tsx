import { Space } from 'antd';
import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { DeepLinkBuilder } from '@admin-app/features/deeplinks/components/deeplink-builder';
import { LineSettingsForm } from '@admin-app/features/line-settings/components/line-settings-form';

/** The LINE page: the deep-link builder, and for the owner the LINE settings the links are built from. */
export const Component = () => {
  const mayEdit = useMeQuery().data?.permissions.includes('line.settings') ?? false;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <DeepLinkBuilder />
      {mayEdit ? <LineSettingsForm /> : null}
    </Space>
  );
};
