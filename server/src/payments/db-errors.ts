/** True for PostgreSQL's unique_violation (23505), optionally on one constraint or index, on PGlite and pg alike. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const {
    code,
    constraint: name,
    message,
  } = error as { code?: string; constraint?: string; message?: string };
  if (code !== '23505') return false;
  return !constraint || name === constraint || (message ?? '').includes(constraint);
};
