import type { Hub88ImportRecord } from '@contract/games/hub88-games';
import type { Queryable } from '@server/db/db';

type Row = Omit<Hub88ImportRecord, 'started_at' | 'finished_at' | 'id'> & {
  id: string | number;
  started_at: Date;
  finished_at: Date | null;
};

const columns = `id, trigger, started_at, finished_at, listed, created, updated, disabled, thumbnails, errors`;

const toRecord = (row: Row): Hub88ImportRecord => ({
  ...row,
  id: Number(row.id),
  started_at: new Date(row.started_at).toISOString(),
  finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
});

/** The last import, running or done, for the console. */
export const lastImport = async (q: Queryable): Promise<Hub88ImportRecord | null> => {
  const { rows } = await q.query<Row>(
    `SELECT ${columns} FROM hub88_imports ORDER BY started_at DESC, id DESC LIMIT 1`,
  );
  return rows[0] ? toRecord(rows[0]) : null;
};

export const startImportRecord = async (
  q: Queryable,
  trigger: Hub88ImportRecord['trigger'],
  staffId: number | null,
) =>
  Number(
    (
      await q.query<{ id: string }>(
        `INSERT INTO hub88_imports (trigger, staff_id) VALUES ($1, $2) RETURNING id`,
        [trigger, staffId],
      )
    ).rows[0]!.id,
  );

export type ImportCounts = Pick<
  Hub88ImportRecord,
  'listed' | 'created' | 'updated' | 'disabled' | 'thumbnails' | 'errors'
>;

export const finishImportRecord = async (q: Queryable, id: number, counts: ImportCounts) => {
  const { rows } = await q.query<Row>(
    `UPDATE hub88_imports SET finished_at = now(), listed = $2, created = $3, updated = $4, disabled = $5,
            thumbnails = $6, errors = $7
      WHERE id = $1 RETURNING ${columns}`,
    [
      id,
      counts.listed,
      counts.created,
      counts.updated,
      counts.disabled,
      counts.thumbnails,
      JSON.stringify(counts.errors.slice(0, 50)),
    ],
  );
  return toRecord(rows[0]!);
};
