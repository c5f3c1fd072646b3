/** The constraint name of a unique violation (SQLSTATE 23505) from PostgreSQL or PGlite, else null. */
export const uniqueViolation = (error: unknown): string | null => {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint, detail } = error as { code?: unknown; constraint?: unknown; detail?: unknown };
  if (code !== '23505') return null;
  if (typeof constraint === 'string' && constraint !== '') return constraint;
  // Without a constraint name the detail still names the columns: "Key (agent_id, phone)=(...) already exists."
  return typeof detail === 'string' ? detail : '';
};
