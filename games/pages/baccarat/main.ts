import './baccarat.css';
import { api } from '../common/api';
import { el, statusTh, thb, thaiTime } from '../common/format';
import { mountShell } from '../common/shell';
import { handNodes, type Card } from '../common/outcome';
import { beep } from '../common/sound';

type Hand = {
  round_no: number;
  dealt_at: string;
  winner: 'banker' | 'player' | 'tie';
  player_total: number;
  banker_total: number;
  player_cards: Card[];
  banker_cards: Card[];
};
type Table = {
  id: string;
  name_th: string;
  min_bet: number;
  max_bet: number;
  open_round_no: number;
  closes_at: string;
  deals_at: string;
  last_hand: Hand | null;
};
type Tables = { tables: Table[]; server_time: string; odds: Record<string, number> };
type Round = {
  round_id: string;
  game: string;
  status: string;
  bet: number;
  win: number | null;
  created_at: string;
  detail: Record<string, unknown>;
};

const CHIPS = [10, 50, 100, 500, 1000];
const BET_TH = { banker: 'เจ้ามือ', player: 'ผู้เล่น', tie: 'เสมอ' } as const;
/** A bead's letter, as Thai road cards write it: เจ้ามือ จ, ผู้เล่น ผ, เสมอ ส. */
const BEAD_TH = { banker: 'จ', player: 'ผ', tie: 'ส' } as const;

const start = async () => {
  const shell = await mountShell('บาคาร่า');
  let tables: Table[] = [];
  let selected = 'b1';
  let chip = 100;
  let offset = 0; // server clock minus ours
  let shownRound = -1;

  const tabs = el('div', { class: 'gp-row tabs' });
  const countdown = el('div', { class: 'countdown' });
  const lastHand = el('div', { class: 'gp-card last-hand' });
  const chips = el('div', { class: 'gp-row chips' });
  const bets = el('div', { class: 'bet-spots' });
  const bead = el('div', { class: 'bead' });
  const mine = el('div', { class: 'gp-card' });
  const odds = el(
    'p',
    { class: 'gp-muted' },
    'โอกาสจริงต่อตา: เจ้ามือ 45.86% ผู้เล่น 44.62% เสมอ 9.52% • จ่าย เจ้ามือ 0.95 ต่อ 1 (หักค่าคอม 5%) ผู้เล่น 1 ต่อ 1 เสมอ 8 ต่อ 1 (เสมอคืนเงินเดิมพันเจ้ามือ/ผู้เล่น) • อัตราคืนผู้เล่น เจ้ามือ 98.94% ผู้เล่น 98.76% เสมอ 85.64% • ไพ่ 8 สำรับ ผลแต่ละตาไม่ขึ้นกับตาก่อนหน้า',
  );
  shell.main.append(
    tabs,
    countdown,
    lastHand,
    chips,
    bets,
    odds,
    el('h4', {}, 'เค้าไพ่ (เม็ดไพ่)'),
    bead,
    el('h4', {}, 'เดิมพันของฉัน'),
    mine,
  );

  for (const value of CHIPS) {
    const button = el('button', { class: value === chip ? 'active' : '' }, String(value));
    button.addEventListener('click', () => {
      chip = value;
      chips.querySelectorAll('button').forEach((b) => b.classList.toggle('active', b === button));
    });
    chips.append(button);
  }
  for (const [bet, label] of [
    ['player', 'ผู้เล่น 1:1'],
    ['tie', 'เสมอ 8:1'],
    ['banker', 'เจ้ามือ 0.95:1'],
  ] as const) {
    const spot = el('button', { class: `spot ${bet}` }, label);
    spot.addEventListener('click', () => placeBet(bet));
    bets.append(spot);
  }

  const table = () => tables.find((t) => t.id === selected)!;

  const placeBet = async (bet: 'banker' | 'player' | 'tie') => {
    const current = table();
    try {
      const answer = await api.post<{ balance: number | null }>('baccarat/bet', {
        table: current.id,
        round_no: current.open_round_no,
        bet,
        amount: chip,
      });
      shell.setBalance(answer.balance);
      shell.say(`วางเดิมพัน${BET_TH[bet]} ${thb(chip)} ตาที่ ${current.open_round_no} แล้ว`);
      beep(520);
      void loadMine();
    } catch (error) {
      shell.say((error as Error).message, 'error');
    }
  };

  const loadMine = async () => {
    const { rounds: list } = await api.get<{ rounds: Round[] }>('rounds?game=builtin-baccarat&limit=10');
    mine.replaceChildren(
      list.length === 0
        ? el('p', { class: 'gp-muted' }, 'ยังไม่มีเดิมพัน')
        : el(
            'table',
            { class: 'gp-table' },
            ...list.map((r) =>
              el(
                'tr',
                {},
                el('td', {}, `${String(r.detail.table)} ตา ${String(r.detail.round_no)}`),
                el('td', {}, `${BET_TH[r.detail.bet as 'banker'] ?? ''} ${thb(r.bet)}`),
                el('td', {}, statusTh(r.status, r.win)),
              ),
            ),
          ),
    );
  };

  const loadHistory = async () => {
    const { hands } = await api.get<{ hands: Hand[] }>(`baccarat/tables/${selected}/history?limit=60`);
    bead.replaceChildren(
      ...hands.map((h) =>
        el('span', { class: `bead-cell ${h.winner}`, title: thaiTime(h.dealt_at) }, BEAD_TH[h.winner]),
      ),
    );
  };

  const render = () => {
    tabs.replaceChildren(
      ...tables.map((t) => {
        const tab = el('button', { class: t.id === selected ? 'active' : '' }, t.name_th);
        tab.addEventListener('click', () => {
          selected = t.id;
          shownRound = -1;
          render();
          void loadHistory();
        });
        return tab;
      }),
    );
    const current = table();
    const left = Math.max(0, Math.ceil((Date.parse(current.closes_at) - (Date.now() + offset)) / 1000));
    countdown.textContent = `ตาที่ ${current.open_round_no} • ปิดรับเดิมพันใน ${left} วินาที • เดิมพัน ${thb(current.min_bet)} - ${thb(current.max_bet)}`;
    const hand = current.last_hand;
    if (hand && hand.round_no !== shownRound) {
      shownRound = hand.round_no;
      lastHand.replaceChildren(
        el('div', { class: 'gp-muted' }, `ตาล่าสุด ${hand.round_no} • ${thaiTime(hand.dealt_at)}`),
        ...handNodes(hand),
      );
      void loadHistory();
      void loadMine();
      void shell.refresh().catch(() => undefined);
    }
  };

  const poll = async () => {
    try {
      const answer = await api.get<Tables>('baccarat/tables');
      tables = answer.tables;
      offset = Date.parse(answer.server_time) - Date.now();
      render();
    } catch (error) {
      shell.say((error as Error).message, 'error');
    }
  };
  await poll();
  setInterval(() => void poll(), 2000);
  setInterval(() => tables.length > 0 && render(), 1000);
};

void start();
