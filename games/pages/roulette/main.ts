import './roulette.css';
import { api } from '../common/api';
import { el, thb } from '../common/format';
import { mountShell } from '../common/shell';
import { pocketColour } from '../common/outcome';
import { beep } from '../common/sound';

type Bet =
  | { kind: 'straight'; number: number; amount: number }
  | { kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high'; amount: number }
  | { kind: 'dozen' | 'column'; index: 1 | 2 | 3; amount: number };
type SpinAnswer = { win: number; balance: number | null; nonce: number; outcome: { pocket: number } };

const CHIPS = [1, 5, 10, 50, 100];
const keyOf = (bet: Bet) => `${bet.kind}:${'number' in bet ? bet.number : 'index' in bet ? bet.index : ''}`;

const start = async () => {
  const shell = await mountShell('รูเล็ตยุโรป');
  const placed = new Map<string, Bet>();
  let chip = 10;
  const pocket = el('div', { class: 'pocket' }, '–');
  const total = el('div', { class: 'gp-muted total' });
  const history = el('div', { class: 'gp-row history' });
  const board = el('div', { class: 'board' });
  const outside = el('div', { class: 'outside' });
  const chips = el('div', { class: 'gp-row' });
  const spin = el('button', { class: 'primary spin' }, 'หมุนวงล้อ');
  const clear = el('button', {}, 'ล้างเดิมพัน');

  const refreshMarks = () => {
    document.querySelectorAll<HTMLElement>('[data-bet]').forEach((node) => {
      const bet = placed.get(node.dataset.bet!);
      node.dataset.amount = bet ? String(bet.amount) : '';
      node.classList.toggle('has-bet', Boolean(bet));
    });
    const sum = [...placed.values()].reduce((s, b) => s + b.amount, 0);
    total.textContent = `เดิมพันรวม ${thb(sum)} • จ่ายเลขเดี่ยว 35:1 สิบสองเลข 2:1 คู่/คี่ แดง/ดำ สูง/ต่ำ 1:1 • อัตราคืนผู้เล่น (RTP) 97.30%`;
  };
  const add = (bet: Bet) => {
    const key = keyOf(bet);
    const current = placed.get(key);
    placed.set(key, { ...bet, amount: (current?.amount ?? 0) + chip });
    beep(600, 40);
    refreshMarks();
  };
  const spot = (label: string, bet: Bet, cls = '') => {
    const node = el('button', { class: `spot ${cls}`, 'data-bet': keyOf(bet) }, label);
    node.addEventListener('click', () => add(bet));
    return node;
  };

  board.append(spot('0', { kind: 'straight', number: 0, amount: 0 }, 'green zero'));
  for (let n = 1; n <= 36; n += 1)
    board.append(spot(String(n), { kind: 'straight', number: n, amount: 0 }, pocketColour(n)));
  outside.append(
    spot('1-12', { kind: 'dozen', index: 1, amount: 0 }),
    spot('13-24', { kind: 'dozen', index: 2, amount: 0 }),
    spot('25-36', { kind: 'dozen', index: 3, amount: 0 }),
    spot('แถว 1', { kind: 'column', index: 1, amount: 0 }),
    spot('แถว 2', { kind: 'column', index: 2, amount: 0 }),
    spot('แถว 3', { kind: 'column', index: 3, amount: 0 }),
    spot('1-18', { kind: 'low', amount: 0 }),
    spot('คู่', { kind: 'even', amount: 0 }),
    spot('แดง', { kind: 'red', amount: 0 }, 'red'),
    spot('ดำ', { kind: 'black', amount: 0 }, 'black'),
    spot('คี่', { kind: 'odd', amount: 0 }),
    spot('19-36', { kind: 'high', amount: 0 }),
  );
  for (const value of CHIPS) {
    const button = el('button', { class: value === chip ? 'active' : '' }, `฿${value}`);
    button.addEventListener('click', () => {
      chip = value;
      chips.querySelectorAll('button').forEach((b) => b.classList.toggle('active', b === button));
    });
    chips.append(button);
  }
  clear.addEventListener('click', () => {
    placed.clear();
    refreshMarks();
  });
  spin.addEventListener('click', async () => {
    if (placed.size === 0) return shell.say('กรุณาวางเดิมพันก่อนหมุน', 'error');
    spin.setAttribute('disabled', '');
    pocket.classList.add('rolling');
    try {
      const answer = await api.post<SpinAnswer>('roulette/spin', { bets: [...placed.values()] });
      const n = answer.outcome.pocket;
      pocket.textContent = String(n);
      pocket.className = `pocket ${pocketColour(n)}`;
      history.prepend(el('span', { class: `mini ${pocketColour(n)}` }, String(n)));
      shell.setBalance(answer.balance);
      shell.played(answer.nonce);
      shell.say(answer.win > 0 ? `ออก ${n} ชนะ ${thb(answer.win)}` : `ออก ${n} ไม่ถูกรางวัล`);
      if (answer.win > 0) beep(880, 200);
    } catch (error) {
      pocket.classList.remove('rolling');
      shell.say((error as Error).message, 'error');
    } finally {
      spin.removeAttribute('disabled');
    }
  });

  shell.main.append(
    pocket,
    history,
    board,
    outside,
    chips,
    total,
    el('div', { class: 'gp-row' }, clear, spin),
  );
  refreshMarks();
};

void start();
