import '@fontsource/prompt/400.css';
import '@fontsource/prompt/700.css';
import './base.css';
import { api, ensureSession, isDemo, type Seed, type Session } from './api';
import { el, thb } from './format';
import { mountHistory } from './history';
import { setSound, soundOn } from './sound';
import { historyText, shellText as t } from './strings';

/**
 * The frame every game page shares: title, balance (or play money in demo), sound toggle (off by default),
 * the provably fair panel (seed hash shown before play, client seed, rotation revealing the old seed) and toasts.
 */
export const mountShell = async (title: string) => {
  const balance = el('span', { class: 'gp-balance' }, '...');
  const soundButton = el('button', { class: 'gp-icon', 'aria-label': t.sound }, '🔇');
  const fairButton = el('button', { class: 'gp-icon', 'aria-label': t.fairness }, '🔒');
  const historyButton = el(
    'button',
    { class: 'gp-icon', 'aria-label': historyText.title, 'aria-expanded': 'false' },
    historyText.button,
  );
  const header = el(
    'header',
    { class: 'gp-header' },
    el('strong', {}, title),
    el('span', { class: 'gp-mode' }, isDemo ? t.demo : ''),
    balance,
    historyButton,
    soundButton,
    fairButton,
  );
  const toast = el('div', { class: 'gp-toast', role: 'status' });
  const fairPanel = el('section', { class: 'gp-fair', hidden: '' });
  const historyPanel = el('section', {
    class: 'gp-fair gp-history',
    hidden: '',
    'aria-label': historyText.title,
  });
  const main = el('main', { class: 'gp-main' });
  // Inside the platform's game sheet the sheet already shows the game's name: keep the row for balance and tools.
  if (window.self !== window.top) document.body.classList.add('gp-embedded');
  // The panels open under the header, where the member is looking, not below the game.
  document.body.append(header, historyPanel, fairPanel, main, toast);

  let toastTimer = 0;
  const say = (text: string, kind: 'info' | 'error' = 'info') => {
    toast.textContent = text;
    toast.className = `gp-toast show ${kind}`;
    clearTimeout(toastTimer);
    toastTimer = window.setTimeout(() => (toast.className = 'gp-toast'), 3000);
  };
  const setBalance = (value: number | null) => {
    if (value !== null) balance.textContent = thb(value);
  };

  soundButton.addEventListener('click', () => {
    setSound(!soundOn());
    soundButton.textContent = soundOn() ? '🔊' : '🔇';
  });

  const nonceText = el('p', {});
  /** After each play: the next nonce of the active pair, so the member can follow the count. */
  const played = (nonce: number) => {
    nonceText.textContent = t.nextNonce(nonce + 1);
    reloadOpenHistory();
  };
  const renderFair = (seed: Seed, revealed?: Seed | null) => {
    nonceText.textContent = t.nextNonce(seed.nonce);
    const input = el('input', { value: seed.client_seed, maxlength: '64', 'aria-label': t.clientSeed });
    const save = el('button', {}, t.saveClientSeed);
    const rotate = el('button', {}, t.rotate);
    fairPanel.replaceChildren(
      el('h3', {}, t.fairTitle),
      el('p', {}, t.serverSeedHash),
      el('code', {}, seed.server_seed_hash),
      nonceText,
      el('label', {}, t.clientSeed, input),
      save,
      rotate,
      ...(revealed
        ? [
            el('p', {}, t.revealedTitle),
            el('code', {}, revealed.server_seed ?? ''),
            el('p', {}, t.revealedUse(revealed.client_seed, revealed.nonce)),
          ]
        : []),
      el('a', { href: `/games/verify/${location.search}` }, t.verifyLink),
    );
    save.addEventListener('click', async () => {
      try {
        const { seed: next } = await api.post<{ seed: Seed }>('seeds/client', { client_seed: input.value });
        renderFair(next, revealed);
        say(t.clientSeedSaved);
      } catch (error) {
        say((error as Error).message, 'error');
      }
    });
    rotate.addEventListener('click', async () => {
      try {
        const answer = await api.post<{ revealed: Seed | null; next: Seed }>('seeds/rotate');
        renderFair(answer.next, answer.revealed);
      } catch (error) {
        say((error as Error).message, 'error');
      }
    });
  };
  const toggle = (panel: HTMLElement) => {
    const opening = panel.hasAttribute('hidden');
    for (const other of [historyPanel, fairPanel])
      other.toggleAttribute('hidden', other !== panel || !opening);
    historyButton.setAttribute('aria-expanded', String(!historyPanel.hasAttribute('hidden')));
    if (opening) window.scrollTo({ top: 0 });
    return opening;
  };
  const history = mountHistory(historyPanel, say, () => toggle(historyPanel));
  /** After a play, or a refresh once a scheduled bet has settled: an open history shows it. */
  const reloadOpenHistory = () => {
    if (!historyPanel.hasAttribute('hidden')) void history.load();
  };
  fairButton.addEventListener('click', () => toggle(fairPanel));
  historyButton.addEventListener('click', () => {
    if (toggle(historyPanel)) void history.load();
  });

  const refresh = async () => {
    const session = await api.get<Session>('session');
    setBalance(session.balance);
    renderFair(session.seed);
    reloadOpenHistory();
    return session;
  };

  try {
    await ensureSession();
    await refresh();
  } catch (error) {
    say((error as Error).message, 'error');
  }
  return { main, say, setBalance, refresh, played };
};
