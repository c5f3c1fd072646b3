// Prompt, as on every page of the site (the game pages get it through their shell; this page has none).
import '@fontsource/prompt/400.css';
import '@fontsource/prompt/700.css';
import '../common/base.css';
import './verify.css';
import {
  CLIENT_SEED_MAX,
  isVerifyBet,
  SERVER_SEED_PATTERN,
  verifyFieldText,
  type VerifyField,
} from '@games/fair/verify-input';
import { api } from '../common/api';
import { el, thb, thaiTime } from '../common/format';
import { winText, type RoundEntry } from '../common/history';
import { fishList, playedView, recomputedView, sameAsPlayed } from './outcomes';
import { houseSeedsCard } from './house-seeds';
import { GAME_NAMES, verifyText as t } from './strings';

/** The member's own SHA-256 of the revealed seed, computed in the browser, to compare with the published hash. */
const sha256Hex = async (hex: string) => {
  const bytes = new Uint8Array(hex.match(/../g)?.map((b) => parseInt(b, 16)) ?? []);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
};

/** The recomputation as JSON, a list of plain numbers (a reel, a card) kept on one line. */
const numbersText = (value: unknown) =>
  JSON.stringify(value, null, 2).replace(
    /\[\s+([-\d.,\s]+?)\s+\]/g,
    (_all, inner: string) => `[${inner.split(/,\s*/).join(', ')}]`,
  );

/** "2026-11-27" -> "27/11/2569" (the Buddhist year members read). */
const thaiDay = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${Number(y) + 543}`;
};

const params = new URLSearchParams(location.search);

/** Back to the game the member came from, with the session it was opened with. */
const backLink = () => {
  const from = params.get('from') ?? '';
  if (!GAME_NAMES[from]) return null;
  const back = new URLSearchParams(params);
  back.delete('round');
  back.delete('from');
  return el('a', { class: 'gp-icon back', href: `/games/${from}/?${back.toString()}` }, t.back);
};

const start = () => {
  const main = el('main', { class: 'gp-main' });
  const back = backLink();
  document.body.append(
    el('header', { class: 'gp-header' }, ...(back ? [back] : []), el('strong', {}, t.title)),
    main,
  );

  const game = el(
    'select',
    {},
    ...Object.entries(GAME_NAMES).map(([code, name]) => el('option', { value: code }, name)),
  );
  const serverSeed = el('input', {
    placeholder: t.serverSeedPlaceholder,
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const clientSeed = el('input', { placeholder: t.example('a1b2c3'), maxlength: String(CLIENT_SEED_MAX) });
  const nonce = el('input', { inputmode: 'numeric', placeholder: t.example('0'), autocomplete: 'off' });
  const bet = el('input', { inputmode: 'decimal', placeholder: t.example('10'), autocomplete: 'off' });
  const fish = el('select', {}, el('option', { value: '' }, '—'));
  const hint = el('p', { class: 'gp-muted' });
  const run = el('button', { class: 'primary' }, t.run);
  const roundCard = el('section', { class: 'gp-card round-card', hidden: '' });
  const out = el(
    'section',
    { class: 'gp-card', 'aria-live': 'polite' },
    el('p', { class: 'gp-muted' }, t.intro),
  );

  const errors = new Map<VerifyField, HTMLElement>();
  const inputs: Record<VerifyField, HTMLInputElement | HTMLSelectElement> = {
    game,
    server_seed: serverSeed,
    client_seed: clientSeed,
    nonce,
    bet,
    fish,
  };
  const field = (name: VerifyField, label: string) => {
    const error = el('p', { class: 'field-error', id: `error-${name}`, hidden: '' });
    errors.set(name, error);
    inputs[name].id = `field-${name}`;
    return el('label', { class: 'field', for: `field-${name}` }, label, inputs[name], error);
  };
  const betField = field('bet', t.bet);
  const fishField = field('fish', t.fish);

  const fishOptions = fishList()
    .then((list) =>
      fish.append(...list.map((f) => el('option', { value: f.key }, `${f.glyph} ${f.name_th}`))),
    )
    .catch(() => undefined);

  const showFor = () => {
    const code = game.value;
    betField.toggleAttribute('hidden', !code.startsWith('builtin-slot'));
    fishField.toggleAttribute('hidden', code !== 'builtin-fishing');
    hint.textContent =
      code === 'builtin-baccarat' ? t.baccaratHint : code === 'builtin-football' ? t.footballHint : '';
    hint.toggleAttribute('hidden', !hint.textContent);
  };
  game.addEventListener('change', showFor);

  /** The page's own check, field by field, before anything is sent. */
  const problems = () => {
    const found: VerifyField[] = [];
    if (!GAME_NAMES[game.value]) found.push('game');
    if (!SERVER_SEED_PATTERN.test(serverSeed.value.trim().toLowerCase())) found.push('server_seed');
    if (!clientSeed.value.trim() || clientSeed.value.length > CLIENT_SEED_MAX) found.push('client_seed');
    if (!/^\d{1,9}$/.test(nonce.value.trim())) found.push('nonce');
    if (!betField.hidden && !(bet.value.trim() && isVerifyBet(Number(bet.value)))) found.push('bet');
    if (!fishField.hidden && !fish.value) found.push('fish');
    return found;
  };
  const markProblems = (found: VerifyField[]) => {
    for (const [name, error] of errors) {
      const bad = found.includes(name);
      error.textContent = bad ? verifyFieldText[name] : '';
      error.toggleAttribute('hidden', !bad);
      inputs[name].setAttribute('aria-invalid', String(bad));
      if (bad) inputs[name].setAttribute('aria-describedby', error.id);
      else inputs[name].removeAttribute('aria-describedby');
    }
  };

  let round: RoundEntry | null = null;

  const recompute = async () => {
    const found = problems();
    markProblems(found);
    if (found.length > 0) {
      out.removeAttribute('hidden');
      out.replaceChildren(el('p', { class: 'field-error' }, t.fixFields));
      inputs[found[0]!].focus();
      return;
    }
    const code = game.value;
    const seed = serverSeed.value.trim().toLowerCase();
    run.setAttribute('disabled', '');
    out.removeAttribute('hidden');
    out.replaceChildren(el('p', { class: 'gp-muted' }, t.running));
    try {
      const answer = await api.post<{ server_seed_hash: string; result: unknown }>('verify', {
        game: code,
        server_seed: seed,
        client_seed: clientSeed.value,
        nonce: Number(nonce.value.trim()),
        bet: betField.hidden ? undefined : Number(bet.value),
        fish: fishField.hidden ? undefined : fish.value,
      });
      const ofRound = round && round.game === code ? round : null;
      const expectedHash = ofRound?.fair?.server_seed_hash ?? answer.server_seed_hash;
      const hashOk = (await sha256Hex(seed)) === expectedHash;
      const view = await recomputedView(code, answer.result, { fish: fish.value }, ofRound);
      const slotWin = (answer.result as { win?: number }).win;
      const verdicts = [
        el('p', { class: hashOk ? 'verdict-ok' : 'verdict-bad' }, hashOk ? t.hashOk : t.hashBad),
      ];
      if (ofRound?.detail.outcome) {
        const same = sameAsPlayed(ofRound, answer.result);
        verdicts.push(el('p', { class: same ? 'verdict-ok' : 'verdict-bad' }, same ? t.matchOk : t.matchBad));
      }
      out.replaceChildren(
        el('h3', {}, t.recomputed),
        ...view,
        ...(typeof slotWin === 'number' ? [el('p', {}, t.winIs(thb(slotWin)))] : []),
        ...verdicts,
        el(
          'details',
          { class: 'numbers' },
          el('summary', {}, t.details),
          el('p', { class: 'gp-muted' }, t.hashLabel),
          el('code', {}, answer.server_seed_hash),
          el('pre', { class: 'result' }, numbersText(answer.result)),
        ),
      );
    } catch (error) {
      out.replaceChildren(el('p', { class: 'field-error' }, (error as Error).message));
    } finally {
      run.removeAttribute('disabled');
    }
  };
  run.addEventListener('click', () => void recompute());

  /** Fills the form from a round of the member's history and recomputes it when its seed is known. */
  const loadRound = async (id: string) => {
    roundCard.removeAttribute('hidden');
    roundCard.replaceChildren(el('p', { class: 'gp-muted' }, t.roundLoading));
    try {
      round = await api.get<RoundEntry>(`rounds/${encodeURIComponent(id)}`);
    } catch (error) {
      roundCard.replaceChildren(el('p', { class: 'field-error' }, (error as Error).message));
      return;
    }
    const fair = round.fair;
    game.value = round.game;
    showFor();
    serverSeed.value = fair?.server_seed ?? '';
    clientSeed.value = fair?.client_seed ?? '';
    nonce.value = fair?.nonce === null || fair?.nonce === undefined ? '' : String(fair.nonce);
    if (round.detail.bet !== undefined && !betField.hidden) bet.value = String(round.detail.bet);
    if (typeof round.detail.fish === 'string') {
      await fishOptions;
      fish.value = round.detail.fish;
    }

    const notes: Node[] = [];
    if (!round.detail.outcome) notes.push(el('p', { class: 'notice' }, t.notSettled));
    else if (!fair?.server_seed && fair?.reveal === 'rotate') {
      const reveal = el('button', {}, t.revealNow);
      reveal.addEventListener('click', async () => {
        reveal.setAttribute('disabled', '');
        try {
          // The pair this round was played on, whichever launch of the member's played it.
          await api.post('seeds/rotate', { round: id });
          await loadRound(id);
        } catch (error) {
          roundCard.append(el('p', { class: 'field-error' }, (error as Error).message));
          reveal.removeAttribute('disabled');
        }
      });
      notes.push(el('p', { class: 'notice' }, t.hiddenSeed), reveal);
    } else if (!fair?.server_seed && fair?.day) {
      notes.push(el('p', { class: 'notice' }, t.daySeed(GAME_NAMES[round.game] ?? '', thaiDay(fair.day))));
    }
    roundCard.replaceChildren(
      el('h3', {}, `${t.round}: ${GAME_NAMES[round.game] ?? round.game}`),
      el(
        'p',
        { class: 'gp-muted' },
        t.roundFacts(thaiTime(round.created_at), thb(round.bet), winText(round)),
      ),
      ...(round.detail.outcome ? [el('h4', {}, t.asPlayed), ...(await playedView(round))] : []),
      ...notes,
      ...(fair?.server_seed_hash
        ? [el('p', { class: 'gp-muted' }, t.hashLabel), el('code', {}, fair.server_seed_hash)]
        : []),
    );
    if (fair?.server_seed && round.detail.outcome) await recompute();
  };

  const id = params.get('round');
  main.append(
    roundCard,
    // Opened from a round: its verdict right under it, where the member is looking; the inputs follow.
    ...(id ? [out, el('h3', {}, t.inputsTitle)] : []),
    field('game', t.game),
    hint,
    field('server_seed', t.serverSeed),
    field('client_seed', t.clientSeed),
    field('nonce', t.nonce),
    betField,
    fishField,
    run,
    ...(id ? [] : [out]),
    houseSeedsCard(),
  );
  showFor();
  if (id) {
    out.setAttribute('hidden', '');
    void loadRound(id);
  }
};

start();
