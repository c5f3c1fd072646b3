import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import { permissionLabels, roleLabels } from '@contract/admin/permissions';
import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { appStrings } from '../strings';

/** The console's home: who is signed in and what the role may do. The dashboard page replaces it later. */
export const Component = () => {
  const { data: me } = useMeQuery();
  if (!me) return null;
  return (
    <Card data-testid="console-home">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {appStrings.welcome(me.display_name || me.username)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{appStrings.homeIntro}</Typography.Paragraph>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={appStrings.role}>{roleLabels[me.role]}</Descriptions.Item>
        <Descriptions.Item label={appStrings.permissions}>
          <Space wrap>
            {me.permissions.map((permission) => (
              <Tag key={permission}>{permissionLabels[permission]}</Tag>
            ))}
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
};
