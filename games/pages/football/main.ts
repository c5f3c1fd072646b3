import './football.css';
import { api } from '../common/api';
import { el, statusTh, thb, thaiTime } from '../common/format';
import { mountShell } from '../common/shell';

type Selection = 'home' | 'draw' | 'away' | 'over' | 'under';
type Match = {
  match: number;
  fixture_no: number;
  home: { name_th: string };
  away: { name_th: string };
  odds: Record<Selection, number>;
  result: { home_goals: number; away_goals: number } | null;
};
type Round = { fixture_no: number; kickoff_at: string; result_at: string; matches: Match[] };
type Fixtures = { margin_percent: number; playing: Round; upcoming: Round[]; server_time: string };
type MyRound = {
  game: string;
  status: string;
  bet: number;
  win: number | null;
  detail: Record<string, unknown>;
};

const LABEL: Record<Selection, string> = {
  home: 'เหย้า',
  draw: 'เสมอ',
  away: 'เยือน',
  over: 'สูง 2.5',
  under: 'ต่ำ 2.5',
};

const start = async () => {
  const shell = await mountShell('ฟุตบอลเสมือนจริง');
  let data: Fixtures | null = null;
  let offset = 0;
  let roundIndex = 0;
  let pick: { match: Match; selection: Selection } | null = null;

  const info = el('p', { class: 'gp-muted' });
  const tabs = el('div', { class: 'gp-row' });
  const countdown = el('div', { class: 'countdown' });
  const list = el('div', { class: 'matches' });
  const slipText = el('div', {}, 'แตะราคาเพื่อเลือกเดิมพัน');
  const amount = el('input', { type: 'number', min: '10', step: '10', value: '100', inputmode: 'numeric' });
  const place = el('button', { class: 'primary' }, 'ยืนยันเดิมพัน');
  const slip = el('div', { class: 'gp-card slip' }, slipText, el('div', { class: 'gp-row' }, amount, place));
  const live = el('div', { class: 'gp-card' });
  const mine = el('div', { class: 'gp-card' });
  shell.main.append(
    info,
    tabs,
    countdown,
    list,
    slip,
    el('h4', {}, 'รอบที่กำลังแข่ง / ผลล่าสุด'),
    live,
    el('h4', {}, 'เดิมพันของฉัน'),
    mine,
  );

  const now = () => Date.now() + offset;

  const renderRound = () => {
    if (!data) return;
    const round = data.upcoming[roundIndex]!;
    tabs.replaceChildren(
      ...data.upcoming.map((r, i) => {
        const tab = el('button', { class: i === roundIndex ? 'active' : '' }, `รอบ ${r.fixture_no}`);
        tab.addEventListener('click', () => {
          roundIndex = i;
          renderRound();
        });
        return tab;
      }),
    );
    list.replaceChildren(
      ...round.matches.map((m) =>
        el(
          'div',
          { class: 'match' },
          el('div', { class: 'teams' }, `${m.home.name_th} - ${m.away.name_th}`),
          el(
            'div',
            { class: 'prices' },
            ...(Object.keys(LABEL) as Selection[]).map((s) => {
              const button = el(
                'button',
                { class: pick?.match === m && pick.selection === s ? 'active' : '' },
                `${LABEL[s]} ${m.odds[s].toFixed(2)}`,
              );
              button.addEventListener('click', () => {
                pick = { match: m, selection: s };
                slipText.textContent = `รอบ ${m.fixture_no}: ${m.home.name_th} - ${m.away.name_th} • ${LABEL[s]} @ ${m.odds[s].toFixed(2)}`;
                renderRound();
              });
              return button;
            }),
          ),
        ),
      ),
    );
  };

  const renderClock = () => {
    if (!data) return;
    const round = data.upcoming[roundIndex]!;
    const left = Math.max(0, Math.ceil((Date.parse(round.kickoff_at) - now()) / 1000));
    countdown.textContent = `เริ่มแข่ง ${thaiTime(round.kickoff_at)} • ปิดรับใน ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
    const playing = data.playing;
    const elapsed = Math.min(
      1,
      Math.max(
        0,
        (now() - Date.parse(playing.kickoff_at)) /
          (Date.parse(playing.result_at) - Date.parse(playing.kickoff_at)),
      ),
    );
    live.replaceChildren(
      el(
        'div',
        { class: 'gp-muted' },
        `รอบ ${playing.fixture_no} ${playing.matches[0]?.result ? 'จบการแข่งขัน' : `นาทีที่ ${Math.round(elapsed * 90)}`}`,
      ),
      ...playing.matches.map((m) =>
        el(
          'div',
          { class: 'score' },
          `${m.home.name_th} ${m.result ? `${m.result.home_goals} - ${m.result.away_goals}` : 'พบ'} ${m.away.name_th}`,
        ),
      ),
    );
  };

  const loadMine = async () => {
    const { rounds: list2 } = await api.get<{ rounds: MyRound[] }>('rounds?game=builtin-football&limit=10');
    mine.replaceChildren(
      list2.length === 0
        ? el('p', { class: 'gp-muted' }, 'ยังไม่มีเดิมพัน')
        : el(
            'table',
            { class: 'gp-table' },
            ...list2.map((r) =>
              el(
                'tr',
                {},
                el('td', {}, `รอบ ${String(r.detail.fixture_no)} คู่ ${Number(r.detail.match) + 1}`),
                el(
                  'td',
                  {},
                  `${LABEL[r.detail.selection as Selection]} @ ${Number(r.detail.odds).toFixed(2)} ${thb(r.bet)}`,
                ),
                el('td', {}, statusTh(r.status, r.win)),
              ),
            ),
          ),
    );
  };

  place.addEventListener('click', async () => {
    if (!pick) return shell.say('กรุณาเลือกราคาก่อน', 'error');
    try {
      const answer = await api.post<{ balance: number | null; odds: number }>('football/bet', {
        fixture_no: pick.match.fixture_no,
        match: pick.match.match,
        selection: pick.selection,
        amount: Number(amount.value),
      });
      shell.setBalance(answer.balance);
      shell.say(`รับเดิมพันแล้วที่ราคา ${answer.odds.toFixed(2)}`);
      void loadMine();
    } catch (error) {
      shell.say((error as Error).message, 'error');
    }
  });

  let lastPlaying = -1;
  const poll = async () => {
    try {
      const answer = await api.get<Fixtures>('football/fixtures');
      offset = Date.parse(answer.server_time) - Date.now();
      const changed = data?.upcoming[0]?.fixture_no !== answer.upcoming[0]?.fixture_no;
      data = answer;
      info.textContent = `ราคาคำนวณจากความแข็งแกร่งของทีม หักกำไรเจ้ามือ (margin) ${answer.margin_percent}% • ผลสุ่มด้วยระบบที่ตรวจสอบได้ทุกรอบ (provably fair)`;
      if (changed) {
        roundIndex = 0;
        pick = null;
        renderRound();
      }
      const done = answer.playing.matches[0]?.result ? answer.playing.fixture_no : -1;
      if (done !== lastPlaying) {
        lastPlaying = done;
        void loadMine();
        void shell.refresh().catch(() => undefined);
      }
      renderClock();
    } catch (error) {
      shell.say((error as Error).message, 'error');
    }
  };
  await poll();
  setInterval(() => void poll(), 5000);
  setInterval(renderClock, 1000);
};

void start();
