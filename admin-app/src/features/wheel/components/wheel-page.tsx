import { Tabs, Typography } from 'antd';
import { QueryError } from '@admin-app/app/components/query-error';
import { useWheelAdmin } from '../api/wheel-api';
import { wheelStrings as t } from '../strings';
import { PrizesEditor } from './prizes-editor';
import { SpinsTable } from './spins-table';

/** /admin/wheel: the prize editor (rewards.manage to change) and the recent spins. */
export const WheelAdminPage = ({ mayManage: manage }: { mayManage: boolean }) => {
  const query = useWheelAdmin();
  return (
    <div data-testid="wheel-admin-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t.title}
      </Typography.Title>
      <Tabs
        defaultActiveKey="prizes"
        items={[
          {
            key: 'prizes',
            label: t.tabs.prizes,
            children: query.isError ? (
              <QueryError error={query.error} onRetry={() => query.refetch()} />
            ) : query.data ? (
              <PrizesEditor key={query.dataUpdatedAt} wheel={query.data} manage={manage} />
            ) : null,
          },
          { key: 'spins', label: t.tabs.spins, children: <SpinsTable /> },
        ]}
      />
    </div>
  );
};
