import { Card, InputNumber, Switch } from 'antd';
import type { GameAdmin, GameInput } from '@contract/admin/games';
import type { StudioAdmin } from '@contract/admin/game-studios';
import { QueryError } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useSaveGame, useStudioGames } from '../api/game-providers-api';
import { providerStrings as t } from '../strings';
import { useDone } from './use-done';

/** A studio's games as the agent offers them: on or off and their order (smaller first). */
export const StudioGames = ({ studio }: { studio: StudioAdmin }) => {
  const games = useStudioGames(studio.id);
  const save = useSaveGame();
  const done = useDone();
  // Each save names what this page showed (`was`): a game changed meanwhile is refused in Thai.
  const change = (g: GameAdmin, values: Partial<GameInput>) => {
    const was = { enabled: g.enabled, hot: g.hot, sort: g.sort };
    save.mutate({ id: g.id, data: { ...was, ...values, was } }, done);
  };
  return (
    <Card title={t.games(studio.name)} data-testid="studio-games">
      {games.isError ? <QueryError error={games.error} onRetry={() => games.refetch()} /> : null}
      <Table<GameAdmin>
        rowKey="id"
        size="small"
        loading={games.isLoading}
        dataSource={games.data ?? []}
        locale={{ emptyText: t.empty }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={[
          { title: t.name, dataIndex: 'name' },
          { title: t.code, dataIndex: 'code' },
          { title: t.category, dataIndex: 'category', render: (c: string) => t.categories[c] ?? c },
          {
            title: t.enabled,
            render: (_, g) => (
              <Switch
                aria-label={`${t.enabled} ${g.name}`}
                checked={g.enabled}
                onChange={(enabled) => change(g, { enabled })}
              />
            ),
          },
          {
            title: t.sort,
            render: (_, g) => (
              <InputNumber
                key={g.sort}
                aria-label={`${t.sort} ${g.name}`}
                defaultValue={g.sort}
                onBlur={(e) =>
                  Number(e.target.value) !== g.sort && change(g, { sort: Number(e.target.value) })
                }
              />
            ),
          },
        ]}
      />
    </Card>
  );
};
