import type { StandInGame } from './hub88-games-catalogue';
import { colourOf } from './hub88-games-catalogue';

/**
 * The stand-in's game page (tests/server/helpers/hub88-games-stand-in.ts): one screen per launch with the game's
 * name, the balance the last round left, a stake and a spin button, and while the member holds a free bet of the
 * game at the stand-in (`freeLeft` > 0) a button that plays one ("ใช้ฟรีเบท (เหลือ N ครั้ง)"). Its script is a file of its own (`game.js`):
 * in the demo the page is served from the site's origin, whose CSP runs no inline script.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const gamePage = (
  base: string,
  launchId: string,
  launch: { game: StandInGame; demo: boolean; lobby_url: string; deposit_url: string; freeLeft?: number },
) => `<!doctype html>
<html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(launch.game.name)}</title>
<style>
body{margin:0;font-family:sans-serif;background:#111;color:#fff;display:flex;flex-direction:column;align-items:center;gap:16px;padding:24px}
.reel{width:220px;height:220px;border-radius:24px;background:linear-gradient(135deg,${colourOf(launch.game)},#111);display:flex;align-items:center;justify-content:center;font-size:64px}
button{font-size:20px;padding:12px 32px;border-radius:999px;border:0;background:#f5c542;color:#111;font-weight:700}
a{color:#f5c542} select{font-size:18px;padding:6px}
</style></head>
<body data-spin="${escape(`${base}/play/${launchId}/spin`)}">
<h1>${escape(launch.game.name)}</h1>
<div>${escape(launch.game.product)}${launch.demo ? ' · ทดลองเล่น' : ''}</div>
<div class="reel" id="reel">🎰</div>
<label>เดิมพัน <select id="stake"><option>1</option><option selected>5</option><option>10</option><option>50</option></select> บาท</label>
<button id="spin" type="button">หมุน</button>
${launch.freeLeft ? `<button id="free" type="button">ใช้ฟรีเบท (เหลือ ${launch.freeLeft} ครั้ง)</button>` : ''}
<div id="result" aria-live="polite"></div>
<nav><a href="${escape(launch.lobby_url)}" target="_top">กลับล็อบบี้</a> · <a href="${escape(launch.deposit_url)}" target="_top">ฝากเงิน</a></nav>
<script src="${escape(base)}/game.js"></script>
</body></html>`;

export const gameScript = `
const spin = document.getElementById('spin');
const free = document.getElementById('free');
const result = document.getElementById('result');
const reel = document.getElementById('reel');
const refusals = { RS_ERROR_NOT_ENOUGH_MONEY: 'ยอดเงินไม่พอ', NO_FREEBET: 'ไม่มีฟรีเบทเหลือในเกมนี้' };
const play = async (body) => {
  spin.disabled = true;
  if (free) free.disabled = true;
  reel.textContent = '🌀';
  try {
    const answer = await (await fetch(document.body.dataset.spin, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    })).json();
    const baht = (units) => (units / 100000).toLocaleString('th-TH', { minimumFractionDigits: 2 });
    if (answer.status === 'RS_OK') {
      reel.textContent = answer.win > 0 ? '💰' : '🍋';
      result.textContent = 'ได้ ' + baht(answer.win) + ' บาท · ยอดคงเหลือ ' + baht(answer.balance) + ' บาท';
    } else {
      reel.textContent = '⛔';
      result.textContent = refusals[answer.status] || 'เดิมพันไม่สำเร็จ (' + answer.status + ')';
    }
    if (free && 'free_left' in answer) {
      free.textContent = 'ใช้ฟรีเบท (เหลือ ' + answer.free_left + ' ครั้ง)';
      free.hidden = answer.free_left === 0;
    }
  } catch {
    result.textContent = 'เชื่อมต่อไม่ได้ ลองใหม่อีกครั้ง';
  } finally {
    spin.disabled = false;
    if (free) free.disabled = false;
  }
};
spin.addEventListener('click', () => play({ amount: Number(document.getElementById('stake').value) }));
if (free) free.addEventListener('click', () => play({ free: true }));
`;
