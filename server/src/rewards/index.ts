/**
 * The rewards engine (issue 13): campaigns, awards exactly once, turnover, and play totals. Every feature on it
 * (promotions, coupons, quests, wheel, cashback, win/loss, points shop) grants through `grantAward`; see
 * README.md in this folder.
 */
export * from './campaigns';
export { grantAward, memberAwards } from './grant';
export type { Award, AwardInput } from './grant';
export { assertEligible } from './eligibility';
export { turnoverRequirements, turnoverOwed } from './turnover';
export { playTotals } from './play';
export type { PlayTotals } from './play';
export { convertToMain } from './convert';
export { bangkokDay, bangkokWeek, addDays, dayStart, periodBounds } from './periods';
