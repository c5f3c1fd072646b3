// Prompt, as on every page of the site (the game pages get it through their shell; this page has none).
import '@fontsource/prompt/400.css';
import '@fontsource/prompt/700.css';
import '../common/base.css';
import { api } from '../common/api';
import { el } from '../common/format';

type HouseSeed = { game: string; day: string; server_seed_hash: string; server_seed: string | null };

const GAMES = [
  ['builtin-slot-thai', 'สล็อตพญานาคทอง'],
  ['builtin-slot-freespin', 'สล็อตสงกรานต์ฟรีสปิน'],
  ['builtin-roulette', 'รูเล็ตยุโรป'],
  ['builtin-fishing', 'ยิงปลา'],
  ['builtin-baccarat', 'บาคาร่า (ค่าสุ่มของผู้เล่น = รหัสโต๊ะ เช่น b1, ลำดับรอบ = เลขตา)'],
  ['builtin-football', 'ฟุตบอล (ค่าสุ่มของผู้เล่น = fixtures, ลำดับรอบ = เลขรอบ)'],
] as const;

/** The member's own SHA-256 of the revealed seed, computed in the browser, to compare with the published hash. */
const sha256Hex = async (hex: string) => {
  const bytes = new Uint8Array(hex.match(/../g)?.map((b) => parseInt(b, 16)) ?? []);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
};

const field = (label: string, input: HTMLElement) => el('label', { class: 'field' }, label, input);

const start = () => {
  const main = el('main', { class: 'gp-main' });
  document.body.append(
    el('header', { class: 'gp-header' }, el('strong', {}, 'ตรวจสอบผลย้อนหลัง (พิสูจน์ความยุติธรรม)')),
    main,
  );

  const game = el('select', {}, ...GAMES.map(([code, name]) => el('option', { value: code }, name)));
  const serverSeed = el('input', { placeholder: 'ค่าสุ่มของระบบที่เปิดเผยแล้ว (64 ตัวอักษร)' });
  const clientSeed = el('input', { placeholder: 'ค่าสุ่มของผู้เล่น' });
  const nonce = el('input', { type: 'number', min: '0', value: '0', inputmode: 'numeric' });
  const bet = el('input', { type: 'number', min: '1', value: '10', inputmode: 'decimal' });
  const fish = el('input', { placeholder: 'รหัสปลา เช่น shark, turtle (เฉพาะเกมยิงปลา)' });
  const run = el('button', { class: 'primary' }, 'คำนวณผลใหม่');
  const out = el(
    'div',
    { class: 'gp-card' },
    el('p', { class: 'gp-muted' }, 'วางค่าสุ่มและลำดับรอบของรอบที่ต้องการตรวจสอบ แล้วกดคำนวณ'),
  );

  run.addEventListener('click', async () => {
    try {
      const seed = serverSeed.value.trim().toLowerCase();
      const answer = await api.post<{ server_seed_hash: string; result: unknown }>('verify', {
        game: game.value,
        server_seed: seed,
        client_seed: clientSeed.value,
        nonce: Number(nonce.value),
        bet: Number(bet.value) || undefined,
        fish: fish.value.trim() || undefined,
      });
      const local = /^[0-9a-f]{64}$/.test(seed) ? await sha256Hex(seed) : '';
      out.replaceChildren(
        el('p', {}, 'ค่าแฮช SHA-256 ของค่าสุ่มของระบบ (ต้องตรงกับที่แสดงก่อนเล่น):'),
        el('code', {}, answer.server_seed_hash),
        el(
          'p',
          { class: 'gp-muted' },
          local === answer.server_seed_hash ? 'เบราว์เซอร์ของคุณคำนวณได้ตรงกัน ✔' : 'ค่าแฮชไม่ตรงกัน ✘',
        ),
        el('p', {}, 'ผลที่คำนวณใหม่:'),
        el('pre', { class: 'result' }, JSON.stringify(answer.result, null, 2)),
      );
    } catch (error) {
      out.replaceChildren(el('p', {}, (error as Error).message));
    }
  });

  const seeds = el('div', { class: 'gp-card' });
  const loadSeeds = async (which: 'baccarat' | 'football') => {
    const { seeds: list } = await api.get<{ seeds: HouseSeed[] }>(`house-seeds?game=${which}&days=7`);
    seeds.replaceChildren(
      el(
        'p',
        {},
        `เมล็ดสุ่มรายวันของ${which === 'baccarat' ? 'โต๊ะบาคาร่า' : 'ฟุตบอล'} (แฮชประกาศล่วงหน้า เปิดเผยเมื่อจบวัน)`,
      ),
      ...list.map((s) =>
        el(
          'div',
          { class: 'seed-row' },
          el('strong', {}, s.day),
          el('code', {}, `แฮช ${s.server_seed_hash}`),
          el('code', {}, s.server_seed ? `ค่าสุ่ม ${s.server_seed}` : 'ยังไม่เปิดเผย'),
        ),
      ),
    );
  };
  const houseButtons = el('div', { class: 'gp-row' });
  for (const which of ['baccarat', 'football'] as const) {
    const b = el('button', {}, which === 'baccarat' ? 'ค่าสุ่มบาคาร่า' : 'ค่าสุ่มฟุตบอล');
    b.addEventListener(
      'click',
      () => void loadSeeds(which).catch((e: Error) => seeds.replaceChildren(e.message)),
    );
    houseButtons.append(b);
  }

  main.append(
    field('เกม', game),
    field('ค่าสุ่มของระบบ (server seed)', serverSeed),
    field('ค่าสุ่มของผู้เล่น (client seed)', clientSeed),
    field('ลำดับรอบ (nonce)', nonce),
    field('เดิมพันรวม (บาท, เฉพาะสล็อต)', bet),
    field('ปลาที่ยิง', fish),
    run,
    out,
    houseButtons,
    seeds,
  );
};

start();
