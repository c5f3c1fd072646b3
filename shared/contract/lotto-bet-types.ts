/**
 * The bet types of DOMAIN.md and their Thai names, without zod: the lotto screens read them in production, where
 * a module that builds zod schemas would make zod probe `new Function` and break the content security policy
 * (lotto.ts builds its `betType` schema from this list).
 */
export const betTypes = [
  'three_top',
  'three_tote',
  'three_front',
  'three_back',
  'two_top',
  'two_bottom',
  'run_top',
  'run_bottom',
] as const;
export type BetType = (typeof betTypes)[number];

export const betTypeNames: Record<BetType, string> = {
  three_top: '3 ตัวบน',
  three_tote: '3 ตัวโต๊ด',
  three_front: '3 ตัวหน้า',
  three_back: '3 ตัวล่าง',
  two_top: '2 ตัวบน',
  two_bottom: '2 ตัวล่าง',
  run_top: 'วิ่งบน',
  run_bottom: 'วิ่งล่าง',
};
