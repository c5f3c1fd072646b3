import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { useSoothDetailQuery } from '../api/get-sooth-detail';
import { roomLeft } from '../stores/room-store';
import { soothStrings } from '../strings';
import { FormulaPanel } from './formula-panel';
import { RoadGrid } from './road-grid';

/** One room: all five roads, counts with pairs, the pattern and the formula. */
export const TableDetail = ({ tableId }: { tableId: string }) => {
  const detail = useSoothDetailQuery(tableId);
  if (detail.isLoading) return <LoadingBlock lines={8} />;
  if (!detail.data) return <ErrorBlock error={detail.error} onRetry={() => void detail.refetch()} />;
  const table = detail.data;
  return (
    <section className="sooth-detail" aria-label={table.name}>
      <button type="button" className="sooth-detail__back" onClick={roomLeft}>
        ‹ {soothStrings.back}
      </button>
      <h2 className="sooth-table__name">{table.name}</h2>
      <p className="sooth-table__counts">
        <span className="sooth-count sooth-count--banker">
          {soothStrings.banker} {table.counts.banker}
        </span>
        <span className="sooth-count sooth-count--player">
          {soothStrings.player} {table.counts.player}
        </span>
        <span className="sooth-count sooth-count--tie">
          {soothStrings.tie} {table.counts.tie}
        </span>
        <span>{soothStrings.pairs(table.counts.banker_pair, table.counts.player_pair)}</span>
      </p>
      <p className="sooth-table__pattern">
        {soothStrings.pattern}: {table.pattern.label}
      </p>
      <FormulaPanel formula={table.formula} />
      <RoadGrid title={soothStrings.beadPlate} cells={table.bead_plate} kind="bead" columns={14} />
      <RoadGrid title={soothStrings.bigRoad} cells={table.big_road} kind="big" />
      <RoadGrid title={soothStrings.bigEyeBoy} cells={table.big_eye_boy} kind="derived" />
      <RoadGrid title={soothStrings.smallRoad} cells={table.small_road} kind="derived" />
      <RoadGrid title={soothStrings.cockroachPig} cells={table.cockroach_pig} kind="derived" />
      <p className="sooth-detail__note">{soothStrings.updated}</p>
    </section>
  );
};
