import type { LottoLinks } from '@features/lotto/links';
import type {
  BillDetail,
  BillValidation,
  LottoRound,
  MarketRates,
  RoundDetail,
  ValidatedLine,
} from '@contract/lotto';
import type { LottoResultDto } from '@contract/lotto-results';

const openRound: LottoRound = {
  round_id: 7,
  market_id: 2,
  market_code: 'lao',
  market_name: 'หวยลาว',
  market_type: 'generic',
  round_key: '2026-11-24',
  title: 'งวด 24/11/2569',
  open_at: '2026-11-23T00:00:00.000Z',
  close_at: '2026-11-24T12:00:00.000Z',
  result_at: '2026-11-24T13:00:00.000Z',
  status: 'open',
  is_open: true,
  seconds_to_close: 3 * 3600 + 5,
};

export const roundDetail: RoundDetail = {
  round: openRound,
  market: {
    id: 2,
    code: 'lao',
    name: 'หวยลาว',
    type: 'generic',
    bet_types: ['three_top', 'two_top', 'two_bottom'],
    image: '',
    cancel_window_seconds: 600,
    tote_triples_allowed: false,
  },
  server_time: '2026-11-24T08:59:55.000Z',
  bet_types: [
    { bet_type: 'three_top', name: '3 ตัวบน', digits: 3, rate: 900 },
    { bet_type: 'two_top', name: '2 ตัวบน', digits: 2, rate: 90 },
    { bet_type: 'two_bottom', name: '2 ตัวล่าง', digits: 2, rate: 90 },
  ],
  restricted: [{ bet_type: 'two_top', number: '55', mode: 'closed', rate: null }],
  sold_out: [],
};

export const CLOSED_REASON = 'เลขนี้ปิดรับ (เลขอั้น) ในงวดนี้ กรุณาเลือกเลขอื่น';

/** The server's verdict on the lines it was sent: `refuse` numbers are refused as closed numbers. */
export const verdictOf = (
  lines: { bet_type: ValidatedLine['bet_type']; number: string; amount: number }[],
  refuse: string[] = [],
): BillValidation => {
  const judged = lines.map((line, index) => {
    const refused = refuse.includes(line.number);
    return {
      line_no: index + 1,
      ...line,
      rate: 90,
      potential_payout: line.amount * 90,
      ok: !refused,
      reason_code: refused ? 7007 : 0,
      reason: refused ? CLOSED_REASON : '',
    };
  });
  const valid = judged.every((line) => line.ok);
  return {
    round_id: 7,
    valid,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    balance: 5000,
    lines: judged,
    message: valid ? '' : 'โพยนี้มีรายการที่แทงไม่ได้ กรุณาแก้ไขหรือลบรายการที่แจ้งแล้วส่งใหม่',
  };
};

export const billOf = (status: BillDetail['status'], payout: number): BillDetail => ({
  bill_id: 31,
  round_id: 7,
  market_name: 'หวยลาว',
  round_title: 'งวด 24/11/2569',
  total: 20,
  payout,
  status,
  line_count: 2,
  note: '',
  created_at: '2026-11-24T09:00:00.000Z',
  cancelled_at: null,
  cancel_until: null,
  round: { ...openRound, status: 'settled', is_open: false, seconds_to_close: 0 },
  lines: [
    {
      line_no: 1,
      bet_type: 'two_top',
      name: '2 ตัวบน',
      number: '45',
      amount: 10,
      rate: 90,
      potential_payout: 900,
      status: status === 'won' ? 'won' : 'lost',
      payout,
    },
    {
      line_no: 2,
      bet_type: 'two_top',
      name: '2 ตัวบน',
      number: '54',
      amount: 10,
      rate: 85,
      potential_payout: 850,
      status: 'lost',
      payout: 0,
    },
  ],
});

/** The lotto screens' links, as an app passes them (LottoLinksProvider). */
export const lottoLinks: LottoLinks = {
  lobby: '/lotto/lobby',
  round: (id) => `/lotto/${id}`,
  bills: '/lotto/bills',
  bill: (id) => `/lotto/bills/${id}`,
  rates: '/lotto/rates',
  results: '/lotto/results',
  deposit: '/member/deposit',
};

/** GET /api/lotto/rates as a guest gets it: the agent's payouts per market. */
export const marketRates: MarketRates[] = [
  {
    market_id: 2,
    market_code: 'lao',
    market_name: 'หวยลาว',
    market_type: 'generic',
    rates: roundDetail.bet_types.map(({ bet_type, name, digits, rate }) => ({
      bet_type,
      name,
      digits,
      rate,
    })),
  },
];

/** GET /api/lotto/results: a drawn round and a Yeekee round (whose page, with the check, is a member's). */
export const publishedResults: LottoResultDto[] = [
  {
    round: { ...openRound, status: 'settled', is_open: false, seconds_to_close: 0 },
    result: {
      kind: 'draw',
      first_prize: '820866',
      front3: ['266', '479'],
      back3: ['068', '492'],
      bottom2: '06',
    },
    winning: {
      three_top: ['866'],
      three_tote: ['668', '686', '866'],
      three_front: ['266', '479'],
      three_back: ['068', '492'],
      two_top: ['66'],
      two_bottom: ['06'],
      run_top: ['8', '6'],
      run_bottom: ['0', '6'],
    },
  },
  {
    round: {
      ...openRound,
      round_id: 9,
      market_id: 3,
      market_code: 'yeekee',
      market_name: 'หวยยี่กี',
      market_type: 'yeekee',
      round_key: '2026-11-24#042',
      title: 'รอบที่ 42',
      status: 'settled',
      is_open: false,
      seconds_to_close: 0,
    },
    result: {
      kind: 'yeekee',
      shot_count: 20,
      sum: '1234516014',
      subtracted: '12345',
      subtracted_seq: 16,
      result: '1234503669',
      top3: '669',
      bottom2: '03',
    },
    winning: {
      three_top: ['669'],
      three_tote: ['669', '696', '966'],
      three_front: [],
      three_back: [],
      two_top: ['69'],
      two_bottom: ['03'],
      run_top: ['6', '9'],
      run_bottom: ['0', '3'],
    },
  },
];
