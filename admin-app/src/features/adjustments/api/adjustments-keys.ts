/** The manual money page's query keys; mutations invalidate through these. */
export const adjustmentsKeys = {
  all: ['admin', 'adjustments'] as const,
  list: (status: string) => [...adjustmentsKeys.all, 'list', status] as const,
  rules: () => [...adjustmentsKeys.all, 'rules'] as const,
};
