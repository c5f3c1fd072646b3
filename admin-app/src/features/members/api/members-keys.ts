/** The members feature's query keys; mutations invalidate through these. */
export const membersKeys = {
  all: ['admin', 'members'] as const,
  search: (q: string) => [...membersKeys.all, 'search', q] as const,
  member: (id: number) => [...membersKeys.all, 'member', id] as const,
  part: (id: number, part: string) => [...membersKeys.member(id), part] as const,
  myManualMoney: () => [...membersKeys.all, 'my-manual-money'] as const,
};
