import { createHash } from 'node:crypto';

/**
 * A server-rendered lobby's cards are on screen before the page's scripts have run (first-paint.ts starts
 * them after the first paint; a phone then downloads, parses and hydrates for a second or more): a tap on a
 * card meanwhile reached no handler and was lost. This script, in the page's head, keeps such a tap: a click
 * on a button of a lobby's game card (`.game-lobby .game-card button`) is stopped before anything else sees
 * it and kept in `window.__earlyTaps` (the button, its card's `data-game`, its shelf or grid's label and the
 * button's first class), the last one only. The lobby that owns the page (shared/features/game/lib/early-taps.ts,
 * from LobbyPage's first effect) ends the keeping and replays the tap: on the same button when React hydrated
 * the server's markup, else on the same button of the same game in the same shelf of the lobby as rendered
 * (the LIFF app, whose lobby replaces the shell's). Constant text: the CSP allows it by its hash.
 */
export const EARLY_TAPS =
  '(function(){var k=window.__earlyTaps={tap:null,off:0};' +
  "document.addEventListener('click',function(e){if(k.off||!e.target||!e.target.closest)return;" +
  "var b=e.target.closest('.game-lobby .game-card button');if(!b)return;" +
  "e.preventDefault();e.stopPropagation();var c=b.closest('[data-game]'),s=b.closest('section[aria-label]');" +
  "k.tap={button:b,game:c&&c.getAttribute('data-game'),list:s&&s.getAttribute('aria-label')," +
  "part:b.className.split(' ')[0]}},true)})()";

/** The CSP source that allows EARLY_TAPS (security.ts). */
export const earlyTapsHash = `'sha256-${createHash('sha256').update(EARLY_TAPS, 'utf8').digest('base64')}'`;

/** The script for a rendered page that shows a lobby's cards; nothing for any other. */
export const earlyTapsFor = (html: string) =>
  html.includes('class="game-lobby"') ? `<script>${EARLY_TAPS}</script>` : '';
