import { api, gameCode, isDemo } from './api';
import { el, thb, thaiTime } from './format';
import { COLOUR_TH, pocketColour, SELECTION_TH } from './outcome';
import { historyText as t } from './strings';

/** How the round's server seed becomes known: rotating the member's pair, or the end of the Thai day. */
type RoundFair = {
  server_seed_hash: string | null;
  server_seed: string | null;
  client_seed: string;
  nonce: number | null;
  reveal: 'rotate' | 'day_end';
  day: string | null;
};
/** One entry of `GET /games/api/rounds` (and `/rounds/<id>`); amounts in baht. */
export type RoundEntry = {
  round_id: string;
  game: string;
  kind: 'instant' | 'scheduled';
  status: string;
  bet: number;
  win: number | null;
  created_at: string;
  detail: Record<string, unknown> & { outcome?: unknown };
  fair: RoundFair | null;
};
type RoundsPage = { rounds: RoundEntry[]; next_before: string | null };

const PAGE = 50;
const BET_TH: Record<string, string> = { banker: 'เจ้ามือ', player: 'ผู้เล่น', tie: 'เสมอ' };

/** The win column: what the round paid once settled, else where it stands ("รอผล" until a scheduled bet settles). */
export const winText = (round: RoundEntry) => {
  if (round.status === 'settled') return thb(round.win ?? 0);
  if (round.status === 'placed' || round.status === 'open') return t.pending;
  return round.status === 'refused' ? t.refused : t.refunded;
};

/** A line under the time saying which bet it was or what came out, in words. */
const summaryOf = (round: RoundEntry): string => {
  const d = round.detail;
  const outcome = (d.outcome ?? null) as Record<string, unknown> | null;
  switch (round.game) {
    case 'builtin-roulette': {
      const pocket = Number(outcome?.pocket);
      return outcome ? `ออก ${pocket} สี${COLOUR_TH[pocketColour(pocket)]}` : '';
    }
    case 'builtin-fishing':
      return outcome ? (outcome.hit ? 'ยิงโดน' : 'ยิงไม่โดน') : '';
    case 'builtin-baccarat':
      return `โต๊ะ ${String(d.table)} ตา ${String(d.round_no)} • แทง${BET_TH[String(d.bet)] ?? ''}`;
    case 'builtin-football':
      return `รอบ ${String(d.fixture_no)} คู่ที่ ${Number(d.match) + 1} • ${SELECTION_TH[String(d.selection)] ?? ''}`;
    default: {
      const free = (outcome?.free_spins as unknown[] | undefined)?.length ?? 0;
      return free > 0 ? `ฟรีสปิน ${free} ครั้ง` : '';
    }
  }
};

/** The verify page for a round, in this frame, keeping this page's session (its token, or demo) and the way back. */
const verifyHref = (roundId: string) => {
  const params = new URLSearchParams(location.search);
  params.set('round', roundId);
  params.set('from', gameCode);
  return `/games/verify/?${params.toString()}`;
};

const row = (round: RoundEntry) => {
  const [date, time] = thaiTime(round.created_at).split(' ');
  const summary = summaryOf(round);
  return el(
    'tr',
    { 'data-round': round.round_id },
    el(
      'td',
      {},
      `${date ?? ''} `,
      el('span', { class: 'nowrap' }, time ?? ''),
      ...(summary ? [el('div', { class: 'gp-muted' }, summary)] : []),
    ),
    el('td', { class: 'num' }, thb(round.bet)),
    el(
      'td',
      { class: `num ${round.status === 'settled' && (round.win ?? 0) > 0 ? 'gp-win' : ''}` },
      winText(round),
    ),
    el('td', {}, el('a', { href: verifyHref(round.round_id), class: 'verify-link' }, t.verify)),
  );
};

/**
 * The history panel: the member's rounds of this game over all their launches (the provider finds them from the
 * session token; a demo session: its own), latest 50 first, older ones a page at a time.
 */
export const mountHistory = (
  panel: HTMLElement,
  say: (text: string, kind: 'error') => void,
  onClose: () => void,
) => {
  const list = el('tbody');
  const status = el('p', { class: 'gp-muted', role: 'status' });
  const table = el(
    'table',
    { class: 'gp-table history-table', hidden: '' },
    el('thead', {}, el('tr', {}, ...[t.time, t.stake, t.win, ''].map((h) => el('th', {}, h)))),
    list,
  );
  const older = el('button', { hidden: '' }, t.older);
  const close = el('button', { class: 'gp-icon', 'aria-label': t.close }, '✕');
  panel.replaceChildren(
    el('div', { class: 'gp-row panel-head' }, el('h3', {}, t.title), close),
    el('p', { class: 'gp-muted' }, isDemo ? t.scopeDemo : t.scope),
    status,
    table,
    older,
  );
  let next: string | null = null;

  const load = async (more: boolean) => {
    if (!more) {
      list.replaceChildren();
      table.setAttribute('hidden', '');
    }
    status.textContent = t.loading;
    older.setAttribute('hidden', '');
    try {
      const query = new URLSearchParams({ game: gameCode, limit: String(PAGE) });
      if (more && next) query.set('before', next);
      const page = await api.get<RoundsPage>(`rounds?${query.toString()}`);
      next = page.next_before;
      list.append(...page.rounds.map(row));
      const none = list.childElementCount === 0;
      table.toggleAttribute('hidden', none);
      status.textContent = none ? t.empty : '';
      older.toggleAttribute('hidden', !next);
    } catch (error) {
      status.textContent = '';
      say((error as Error).message, 'error');
    }
  };
  older.addEventListener('click', () => void load(true));
  close.addEventListener('click', onClose);
  return { load: () => load(false) };
};
