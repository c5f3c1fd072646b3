import { api } from '../common/api';
import { el } from '../common/format';
import { verifyText as t } from './strings';

type HouseSeed = { game: string; day: string; server_seed_hash: string; server_seed: string | null };
const NAMES = { baccarat: 'บาคาร่า', football: 'ฟุตบอล' } as const;

/** The daily house seeds of the scheduled games: each day's hash in advance, its seed once the day is over. */
export const houseSeedsCard = () => {
  const seeds = el('div', { class: 'gp-card', hidden: '' });
  const load = async (which: keyof typeof NAMES) => {
    seeds.removeAttribute('hidden');
    try {
      const { seeds: list } = await api.get<{ seeds: HouseSeed[] }>(`house-seeds?game=${which}&days=7`);
      seeds.replaceChildren(
        el('p', {}, t.houseSeedsTitle(NAMES[which])),
        ...list.map((s) =>
          el(
            'div',
            { class: 'seed-row' },
            el('strong', {}, s.day),
            el('code', {}, t.hash(s.server_seed_hash)),
            el('code', {}, s.server_seed ? t.seed(s.server_seed) : t.notRevealed),
          ),
        ),
      );
    } catch (error) {
      seeds.replaceChildren(el('p', { class: 'field-error' }, (error as Error).message));
    }
  };
  const buttons = el('div', { class: 'gp-row' });
  for (const which of ['baccarat', 'football'] as const) {
    const button = el('button', {}, which === 'baccarat' ? t.houseBaccarat : t.houseFootball);
    button.addEventListener('click', () => void load(which));
    buttons.append(button);
  }
  return el('div', { class: 'house-seeds' }, buttons, seeds);
};
