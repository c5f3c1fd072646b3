import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { Banner } from '@contract/agent';
import type { LottoLobby } from '@contract/lotto';
import type { PaymentChannel, PaymentInfo } from '@contract/payment';
import type { PromotionItem } from '@contract/rewards/promotion';
import { billOf, roundDetail } from '@tests/shared/features/lotto/fixtures';

/**
 * A stand-in for the server under the LIFF app's own api client (axios' adapter): each path answers an envelope
 * a real server could send (in a development build the client checks it against the contract's schema).
 * Paths it does not know answer a business refusal, which the screens show as an error with a retry: a screen
 * still opens, it only has nothing to link onward. `unanswered` lists them.
 */
export const session = {
  access_token: 'member-token',
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
};

const config = {
  agent_code: 'demo',
  agent_id: 1,
  info: {
    agent_logo: '/demo/logo.svg',
    line_contact_url: 'https://line.me/R/ti/p/@siamdemo',
    line_admin_url: '',
    telegram_contact_url: '',
    name: 'สยามเดโม่',
  },
};

const userInfo = {
  id: 1,
  agent_code: 'demo',
  username: 'demo0812345678',
  phone: '0812345678',
  full_name: 'สมชาย ใจดี',
  bank_code: 'KBANK',
  bank_name: 'กสิกรไทย',
  bank_account: 'xxxxxx7890',
  line_id: 'U1',
  line_linked: true,
  vip_level: 0,
  referral_code: 'ABC123',
  created_at: '2026-01-01T00:00:00.000Z',
};

// The agent's banners, written in site paths as the console stores them: a game and a lobby by its key are the
// home's links to one instance of /liff/play/<provider>/<game> and /liff/lobby/<key>.
const banners: Banner[] = [
  {
    id: 1,
    image: '/demo/banner-1.webp',
    title: 'เกมใหม่',
    link: '/play?game_id=builtin-slot-thai&provider_id=builtin',
  },
  { id: 2, image: '/demo/banner-2.webp', title: 'สล็อตชุดสอง', link: '/lobby/slot%20copy' },
];

const channel: PaymentChannel = {
  id: 1,
  type: 'promptpay_qr',
  name: 'QR พร้อมเพย์',
  min_amount: 100,
  max_amount: 50000,
  available: true,
  unavailable_reason: '',
};
// An order not paid yet: the deposit offers to continue it (the way to /liff/payment/<order>).
const paymentInfo: PaymentInfo = {
  channel,
  sub_channels: [],
  quick_amounts: [100, 300],
  notice: [],
  pending_order_id: 'DP25690001',
};

const lottoLobby: LottoLobby = {
  server_time: roundDetail.server_time,
  markets: [{ ...roundDetail.market, rounds: [roundDetail.round] }],
};

/** A running promotion, as a guest sees it (nothing to say yet about claiming it). */
export const promotion: PromotionItem = {
  id: 7,
  name: 'ฝากแรกรับ 50%',
  description: 'โบนัสสำหรับสมาชิกใหม่',
  terms: 'ทำเทิร์น 10 เท่าของโบนัสและยอดฝาก',
  image: '',
  trigger: 'deposit',
  state: 'running',
  reward: { wallet_type_id: 2, amount: 0, percent: 50, max_amount: 500 },
  freebets: null,
  turnover_multiplier: 10,
  turnover_includes_deposit: true,
  turnover_categories: ['slot'],
  min_deposit: 100,
  starts_at: null,
  ends_at: null,
  claimable: null,
  refusal: null,
  refusal_code: null,
};

type Answer = { error?: number; message?: string; data?: unknown };
type Call = { key: string; params: unknown; body: unknown };
type Handler = (call: Call) => Answer;

const handlers: Record<string, Handler> = {
  'POST /api/auth/line': () => ({ data: { linked: true, ...session } }),
  'POST /api/agent/config': () => ({ data: config }),
  'GET /api/get_user_info': () => ({ data: userInfo }),
  'POST /api/member/wallets': () => ({
    data: [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance: 150.5, wallet_type_id: 1 }],
  }),
  'POST /api/member/points': () => ({ data: { point: 12 } }),
  'GET /api/banner': () => ({ data: banners }),
  'GET /api/notifications': () => ({ data: [] }),
  'GET /api/event/list': () => ({ data: [{ id: 1, image: '/demo/event.webp', title: 'ทายผล', link: '' }] }),
  'GET /api/member/payment/channels': () => ({ data: [channel] }),
  'GET /api/member/payment/info': () => ({ data: paymentInfo }),
  'GET /api/lotto/lobby': () => ({ data: lottoLobby }),
  'GET /api/lotto/bill/list': () => ({ data: { bills: [billOf('pending', 0)], has_more: false } }),
  'GET /api/promotion/list': () => ({ data: { items: [promotion] } }),
};

/** The stand-in; `overrides` answer in place of (or besides) the paths above, `calls` records every request. */
export const fakeLiffServer = (overrides: Record<string, Handler> = {}) => {
  const unanswered = new Set<string>();
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (request: InternalAxiosRequestConfig) => {
    const key = `${(request.method ?? 'get').toUpperCase()} ${(request.url ?? '').split('?')[0]}`;
    const body: unknown =
      typeof request.data === 'string' && request.data ? JSON.parse(request.data) : undefined;
    const call = { key, params: request.params as unknown, body };
    calls.push(call);
    const handler = overrides[key] ?? handlers[key];
    if (!handler) unanswered.add(key);
    const answer = handler?.(call) ?? { error: 9999, message: 'ไม่มีข้อมูลนี้ในการทดสอบ' };
    const data = { error: answer.error ?? 0, message: answer.message ?? '', data: answer.data ?? null };
    // The lotto lobby's envelope also carries `status: 0` (SPEC §7).
    const withStatus = key === 'GET /api/lotto/lobby' ? { status: 0, ...data } : data;
    return { data: withStatus, status: 200, statusText: 'OK', headers: {}, config: request };
  };
  return { adapter, unanswered, calls };
};
