import type { Queryable } from '@server/db/db';

export type SandboxMode = 'ok' | 'down' | 'slow';

export const sandboxMode = async (q: Queryable): Promise<SandboxMode> => {
  const { rows } = await q.query<{ mode: SandboxMode }>(`SELECT mode FROM sandbox_state WHERE id = 1`);
  return rows[0]?.mode ?? 'ok';
};

export const setSandboxMode = async (q: Queryable, mode: SandboxMode) => {
  await q.query(`UPDATE sandbox_state SET mode = $1 WHERE id = 1`, [mode]);
};
