import type { SoothTableSummary } from '@contract/game';
import { roomSelected } from '../stores/room-store';
import { soothStrings } from '../strings';
import { FormulaPanel } from './formula-panel';
import { RoadGrid } from './road-grid';

/** A table in the list: its counts, pattern, big road and the formula. */
export const TableCard = ({ table }: { table: SoothTableSummary }) => (
  <article className="sooth-table">
    <header className="sooth-table__head">
      <h2 className="sooth-table__name">{table.name}</h2>
      <span className="sooth-table__pattern">
        {soothStrings.pattern}: {table.pattern.label}
      </span>
    </header>
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
      <span>
        {soothStrings.hands} {table.counts.hands}
      </span>
    </p>
    <RoadGrid title={soothStrings.bigRoad} cells={table.big_road} kind="big" columns={20} />
    <FormulaPanel formula={table.formula} />
    <button type="button" className="sooth-table__open" onClick={() => roomSelected(table.table_id)}>
      {soothStrings.open}
    </button>
  </article>
);
