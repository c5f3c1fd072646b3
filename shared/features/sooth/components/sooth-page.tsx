import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useSoothTablesQuery } from '../api/get-sooth-tables';
import { useSelectedRoom } from '../stores/room-store';
import { soothStrings } from '../strings';
import { TableCard } from './table-card';
import { TableDetail } from './table-detail';
import './sooth.css';

/** `/sooth`: the baccarat formula rooms, the list of tables or the selected room. */
export const SoothPage = () => {
  const room = useSelectedRoom();
  const tables = useSoothTablesQuery();
  return (
    <PageShell title={soothStrings.title}>
      {room ? (
        <TableDetail tableId={room} />
      ) : tables.isLoading ? (
        <LoadingBlock lines={8} />
      ) : !tables.data ? (
        <ErrorBlock error={tables.error} onRetry={() => void tables.refetch()} />
      ) : tables.data.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="sooth-tables">
          {tables.data.map((table) => (
            <TableCard key={table.table_id} table={table} />
          ))}
        </div>
      )}
    </PageShell>
  );
};
