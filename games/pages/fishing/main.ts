import './fishing.css';
import { api } from '../common/api';
import { el, thb } from '../common/format';
import { mountShell } from '../common/shell';
import { beep } from '../common/sound';

type Fish = { key: string; name_th: string; glyph: string; multiplier: number };
type Info = { rtp: number; fishes: Fish[]; stakes: number[] };
type Shot = {
  win: number;
  balance: number | null;
  nonce: number;
  outcome: { hit: boolean; multiplier: number };
};

const start = async () => {
  const shell = await mountShell('ยิงปลาทะเลอันดามัน');
  const info = await api.get<Info>('fishing');
  let stake = info.stakes[2] ?? 5;
  let busy = 0;
  const sea = el('div', { class: 'sea' });
  const stakes = el('div', { class: 'gp-row' });
  const legend = el(
    'details',
    { class: 'gp-card' },
    el('summary', {}, 'ตัวคูณรางวัลของปลาแต่ละชนิด'),
    el(
      'p',
      { class: 'gp-muted' },
      `ยิงแต่ละนัดเสียเดิมพันหนึ่งครั้ง ปลาที่ตัวคูณสูงจับยากกว่า ทุกชนิดคืนผู้เล่นเฉลี่ย ${info.rtp}% ของเดิมพัน`,
    ),
    el(
      'table',
      { class: 'gp-table' },
      ...info.fishes.map((f) =>
        el('tr', {}, el('td', {}, `${f.glyph} ${f.name_th}`), el('td', {}, `x${f.multiplier}`)),
      ),
    ),
  );
  for (const value of info.stakes) {
    const button = el('button', { class: value === stake ? 'active' : '' }, `นัดละ ฿${value}`);
    button.addEventListener('click', () => {
      stake = value;
      stakes.querySelectorAll('button').forEach((b) => b.classList.toggle('active', b === button));
    });
    stakes.append(button);
  }
  shell.main.append(sea, stakes, legend);

  // Which fish swim by is decoration: every fish returns the same on average, the server decides each shot.
  const spawnWeights = [30, 25, 18, 12, 7, 4, 3, 1];
  const spawn = () => {
    let k = Math.random() * spawnWeights.reduce((a, b) => a + b, 0);
    const index = spawnWeights.findIndex((w) => (k -= w) < 0);
    const fish = info.fishes[index] ?? info.fishes[0]!;
    const node = el('button', { class: 'fish', 'aria-label': fish.name_th }, fish.glyph);
    const fromLeft = Math.random() < 0.5;
    node.style.top = `${5 + Math.random() * 80}%`;
    node.style.fontSize = `${26 + Math.min(fish.multiplier, 100) / 4}px`;
    node.style.animationDuration = `${6 + Math.random() * 6 + fish.multiplier / 40}s`;
    node.classList.add(fromLeft ? 'ltr' : 'rtl');
    node.addEventListener('animationend', () => node.remove());
    node.addEventListener('click', () => void fire(fish, node));
    sea.append(node);
  };

  const fire = async (fish: Fish, node: HTMLElement) => {
    if (busy >= 3) return;
    busy += 1;
    beep(300, 40);
    node.classList.add('targeted');
    try {
      const shot = await api.post<Shot>('fishing/shoot', { fish: fish.key, stake });
      shell.setBalance(shot.balance);
      shell.played(shot.nonce);
      if (shot.outcome.hit) {
        node.classList.add('caught');
        node.textContent = `+${thb(shot.win)}`;
        beep(990, 150);
        setTimeout(() => node.remove(), 1000);
      } else {
        node.classList.remove('targeted');
        node.classList.add('missed');
        setTimeout(() => node.classList.remove('missed'), 300);
      }
    } catch (error) {
      node.classList.remove('targeted');
      shell.say((error as Error).message, 'error');
    } finally {
      busy -= 1;
    }
  };

  for (let i = 0; i < 5; i += 1) spawn();
  setInterval(() => sea.childElementCount < 12 && spawn(), 900);
};

void start();
