import { betType, type BetType, type MarketType } from '@contract/lotto';

/**
 * The lotto markets, draw calendar, rates and limits a new site starts with (DOMAIN.md defaults). Applied by
 * the seed once: staff change rates, limits and the calendar afterwards and the seed never overwrites them.
 */
export type SeedMarket = {
  code: string;
  name: string;
  type: MarketType;
  betTypes: BetType[];
  cancelWindowSeconds: number;
  closeTime: string;
  resultTime: string;
  openDays: number;
  weekdays: number[];
  sort: number;
  /** Payout per baht. */
  rates: Partial<Record<BetType, number>>;
};

export const seedMarkets: SeedMarket[] = [
  {
    code: 'thai-gov',
    name: 'หวยรัฐบาลไทย',
    type: 'government',
    betTypes: [...betType.options],
    cancelWindowSeconds: 30 * 60,
    closeTime: '15:20',
    resultTime: '16:00',
    openDays: 16,
    weekdays: [],
    sort: 1,
    rates: {
      three_top: 900,
      three_tote: 130,
      three_front: 400,
      three_back: 400,
      two_top: 90,
      two_bottom: 90,
      run_top: 3.2,
      run_bottom: 4.2,
    },
  },
  {
    code: 'yeekee',
    name: 'หวยยี่กี',
    type: 'yeekee',
    betTypes: ['three_top', 'three_tote', 'two_top', 'two_bottom', 'run_top', 'run_bottom'],
    cancelWindowSeconds: 0,
    // Yeekee rounds carry their own times (created by the Yeekee job, every 15 minutes).
    closeTime: '00:00',
    resultTime: '00:00',
    openDays: 0,
    weekdays: [],
    sort: 2,
    rates: { three_top: 850, three_tote: 130, two_top: 92, two_bottom: 92, run_top: 3.2, run_bottom: 4.2 },
  },
  {
    code: 'lao',
    name: 'หวยลาว',
    type: 'generic',
    betTypes: ['three_top', 'three_tote', 'two_top', 'two_bottom', 'run_top', 'run_bottom'],
    cancelWindowSeconds: 15 * 60,
    closeTime: '20:00',
    resultTime: '20:30',
    openDays: 1,
    // Lao Development Lottery: Monday, Wednesday and Friday evenings.
    weekdays: [1, 3, 5],
    sort: 3,
    rates: { three_top: 850, three_tote: 120, two_top: 90, two_bottom: 90, run_top: 3.2, run_bottom: 4.2 },
  },
];

/** Limits per bet type in baht: min and max per line, max per number per member, cap per number, exposure cap. */
export const seedLimits: Record<BetType, [number, number, number, number, number]> = {
  three_top: [1, 2_000, 5_000, 20_000, 10_000_000],
  three_tote: [1, 2_000, 5_000, 50_000, 5_000_000],
  three_front: [1, 2_000, 5_000, 20_000, 5_000_000],
  three_back: [1, 2_000, 5_000, 20_000, 5_000_000],
  two_top: [1, 5_000, 10_000, 50_000, 4_000_000],
  two_bottom: [1, 5_000, 10_000, 50_000, 4_000_000],
  run_top: [1, 10_000, 20_000, 200_000, 1_000_000],
  run_bottom: [1, 10_000, 20_000, 200_000, 1_000_000],
};

/**
 * The Government Lottery Office's draw dates from December 2026 to the end of 2027: the 1st and 16th, with
 * the exceptions it keeps every year (the New Year draw on 30 December, 17 January for Teachers' Day, 2 May
 * for Labour Day). Staff confirm each year's dates against the GLO announcement and edit them in the console.
 */
export const governmentCalendar: { date: string; note: string }[] = [
  { date: '2026-12-01', note: '' },
  { date: '2026-12-16', note: '' },
  { date: '2026-12-30', note: 'งวดวันที่ 1 มกราคม เลื่อนมาออกวันที่ 30 ธันวาคม (วันขึ้นปีใหม่)' },
  { date: '2027-01-17', note: 'เลื่อนจากวันที่ 16 (วันครู)' },
  { date: '2027-02-01', note: '' },
  { date: '2027-02-16', note: '' },
  { date: '2027-03-01', note: '' },
  { date: '2027-03-16', note: '' },
  { date: '2027-04-01', note: '' },
  { date: '2027-04-16', note: '' },
  { date: '2027-05-02', note: 'เลื่อนจากวันที่ 1 (วันแรงงาน)' },
  { date: '2027-05-16', note: '' },
  { date: '2027-06-01', note: '' },
  { date: '2027-06-16', note: '' },
  { date: '2027-07-01', note: '' },
  { date: '2027-07-16', note: '' },
  { date: '2027-08-01', note: '' },
  { date: '2027-08-16', note: '' },
  { date: '2027-09-01', note: '' },
  { date: '2027-09-16', note: '' },
  { date: '2027-10-01', note: '' },
  { date: '2027-10-16', note: '' },
  { date: '2027-11-01', note: '' },
  { date: '2027-11-16', note: '' },
  { date: '2027-12-01', note: '' },
  { date: '2027-12-16', note: '' },
  { date: '2027-12-30', note: 'งวดวันที่ 1 มกราคม เลื่อนมาออกวันที่ 30 ธันวาคม (วันขึ้นปีใหม่)' },
];
