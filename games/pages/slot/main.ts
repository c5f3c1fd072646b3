import './slot.css';
import { api, gameCode } from '../common/api';
import { el, thb } from '../common/format';
import { mountShell } from '../common/shell';
import { createReels, type SlotOutcome, type SlotSymbol } from '../common/outcome';
import { beep } from '../common/sound';

type Info = {
  symbols: SlotSymbol[];
  wild: number;
  scatter: number;
  lines: number[][];
  pays: Record<string, [number, number, number]>;
  scatter_pays: [number, number, number];
  free_spins: { count: number; multiplier: number } | null;
  bets: number[];
  rtp: number;
};
type SpinAnswer = {
  win: number;
  balance: number | null;
  nonce: number;
  outcome: SlotOutcome;
};

const start = async () => {
  const titles: Record<string, string> = {
    'builtin-slot-thai': 'สล็อตพญานาคทอง',
    'builtin-slot-freespin': 'สล็อตสงกรานต์ฟรีสปิน',
  };
  const shell = await mountShell(titles[gameCode] ?? 'สล็อต');
  const info = await api.get<Info>(`slot/${gameCode}`).catch((error: Error) => {
    shell.say(error.message, 'error');
    throw error;
  });
  const { node: reels, show, glyph } = createReels(info);
  const banner = el(
    'div',
    { class: 'banner' },
    `อัตราคืนผู้เล่น (RTP) ${info.rtp.toFixed(2)}% • ${info.lines.length} ไลน์`,
  );
  const winText = el('div', { class: 'gp-win result' }, 'กดหมุนเพื่อเริ่มเล่น');
  let betIndex = 2;
  const betText = el('span', { class: 'bet' }, '');
  const minus = el('button', { 'aria-label': 'ลดเดิมพัน' }, '−');
  const plus = el('button', { 'aria-label': 'เพิ่มเดิมพัน' }, '+');
  const spinButton = el('button', { class: 'primary spin' }, 'หมุน');
  const showBet = () => (betText.textContent = `เดิมพัน ${thb(info.bets[betIndex]!)}`);
  showBet();
  minus.addEventListener('click', () => {
    betIndex = Math.max(0, betIndex - 1);
    showBet();
  });
  plus.addEventListener('click', () => {
    betIndex = Math.min(info.bets.length - 1, betIndex + 1);
    showBet();
  });

  const payTable = el(
    'details',
    { class: 'gp-card' },
    el('summary', {}, 'ตารางจ่ายรางวัล'),
    el(
      'p',
      { class: 'gp-muted' },
      `จ่ายเป็นเท่าของเดิมพันต่อไลน์ (เดิมพันรวม ÷ ${info.lines.length}) นับจากซ้ายสุด ไวลด์แทนได้ทุกสัญลักษณ์ยกเว้นสแกตเตอร์`,
    ),
    el(
      'table',
      { class: 'gp-table' },
      el('tr', {}, el('th', {}, 'สัญลักษณ์'), el('th', {}, 'x3'), el('th', {}, 'x4'), el('th', {}, 'x5')),
      ...Object.entries(info.pays).map(([id, pays]) =>
        el(
          'tr',
          {},
          el('td', {}, `${glyph(Number(id))} ${info.symbols[Number(id)]?.name_th ?? ''}`),
          ...pays.map((p) => el('td', {}, String(p))),
        ),
      ),
      el(
        'tr',
        {},
        el('td', {}, `${glyph(info.scatter)} สแกตเตอร์ (เท่าของเดิมพันรวม)`),
        ...info.scatter_pays.map((p) => el('td', {}, String(p))),
      ),
    ),
    info.free_spins
      ? el(
          'p',
          {},
          `สแกตเตอร์ 3 ตัวขึ้นไป ได้ฟรีสปิน ${info.free_spins.count} ครั้ง รางวัลคูณ ${info.free_spins.multiplier}`,
        )
      : el('p', {}, 'สแกตเตอร์ 3 ตัวขึ้นไปจ่ายรางวัลทันที'),
  );

  shell.main.append(
    banner,
    reels,
    winText,
    el('div', { class: 'gp-row controls' }, minus, betText, plus, spinButton),
    payTable,
  );

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  spinButton.addEventListener('click', async () => {
    spinButton.setAttribute('disabled', '');
    reels.classList.add('spinning');
    beep(440);
    try {
      const answer = await api.post<SpinAnswer>(`slot/${gameCode}/spin`, { bet: info.bets[betIndex] });
      await pause(350);
      reels.classList.remove('spinning');
      show(answer.outcome.base);
      for (const [i, free] of answer.outcome.free_spins.entries()) {
        winText.textContent = `ฟรีสปิน ${i + 1}/${answer.outcome.free_spins.length} (คูณ ${answer.outcome.multiplier})`;
        await pause(700);
        show(free);
      }
      winText.textContent = answer.win > 0 ? `ชนะ ${thb(answer.win)}` : 'ไม่ได้รางวัล ลองอีกครั้ง';
      if (answer.win > 0) beep(880, 200);
      shell.setBalance(answer.balance);
      shell.played(answer.nonce);
    } catch (error) {
      reels.classList.remove('spinning');
      shell.say((error as Error).message, 'error');
      await shell.refresh().catch(() => undefined);
    } finally {
      spinButton.removeAttribute('disabled');
    }
  });
};

void start();
