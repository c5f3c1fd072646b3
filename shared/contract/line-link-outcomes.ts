/**
 * What `?line=` says on the profile after the trip to LINE Login (GET /api/line/link/callback). Apart from
 * account.ts and without zod: the profile screen reads it in production, where a module that builds zod
 * schemas would make zod probe `new Function` and break the content security policy.
 */
export const lineWebLinkOutcomes = [
  'linked',
  'state_invalid',
  'expired',
  'cancelled',
  'failed',
  'unavailable',
  'already_linked',
  'member_has_other',
] as const;
export type LineWebLinkOutcome = (typeof lineWebLinkOutcomes)[number];
