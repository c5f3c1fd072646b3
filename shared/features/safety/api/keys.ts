/** Query keys of the safety feature (player protection, issue 15). */
export const safetyKeys = {
  all: ['safety'] as const,
  status: () => [...safetyKeys.all, 'status'] as const,
  help: () => [...safetyKeys.all, 'help'] as const,
};

/** One member's data: dropped at login and logout (see the account feature's `forgetMemberData`). */
export const memberMeta = { member: true } as const;
