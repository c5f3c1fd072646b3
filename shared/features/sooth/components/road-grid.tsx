import { soothStrings } from '../strings';

type Cell = { col: number; row: number; value: string | { winner: string; ties: number } };

type RoadGridProps = { title: string; cells: Cell[]; kind: 'bead' | 'big' | 'derived'; columns?: number };

const ROWS = 6;

const toneOf = (value: Cell['value']) => {
  const key = typeof value === 'string' ? value : value.winner;
  return { banker: 'red', player: 'blue', tie: 'green', red: 'red', blue: 'blue' }[key] ?? 'green';
};

const labelOf = (value: Cell['value']) => (typeof value === 'string' ? (soothStrings.bead[value] ?? '') : '');

/** One road on its 6-row board; shows the latest columns when the road is longer than the board. */
export const RoadGrid = ({ title, cells, kind, columns = 24 }: RoadGridProps) => {
  const last = cells.reduce((max, cell) => Math.max(max, cell.col), 0);
  const first = Math.max(0, last - columns + 1);
  return (
    <figure className={`road road--${kind}`}>
      <figcaption className="road__title">{title}</figcaption>
      <div
        className="road__board"
        style={{ gridTemplateColumns: `repeat(${columns}, 1fr)`, gridTemplateRows: `repeat(${ROWS}, 1fr)` }}
      >
        {cells
          .filter((cell) => cell.col >= first)
          .map((cell) => (
            <span
              key={`${cell.col}-${cell.row}`}
              className={`road__cell road__cell--${toneOf(cell.value)}`}
              style={{ gridColumn: cell.col - first + 1, gridRow: cell.row + 1 }}
            >
              {kind === 'bead' ? labelOf(cell.value) : ''}
              {typeof cell.value === 'object' && cell.value.ties > 0 && (
                <span className="road__ties" aria-label={`เสมอ ${cell.value.ties}`}>
                  {cell.value.ties}
                </span>
              )}
            </span>
          ))}
      </div>
    </figure>
  );
};
