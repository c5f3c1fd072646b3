/**
 * A tap on a server-rendered lobby's card before the page's scripts ran, kept by the page's inline script
 * (server/src/http/early-taps.ts, which documents the fields) in `window.__earlyTaps`.
 */
type EarlyTap = { button: HTMLElement; game: string | null; list: string | null; part: string };
type EarlyTaps = { tap: EarlyTap | null; off: number };

declare global {
  interface Window {
    __earlyTaps?: EarlyTaps;
  }
}

/** How long a kept tap waits for its card (a lobby rendered from scratch may still be loading its lists). */
const WAIT_TRIES = 20;
const WAIT_MS = 150;

/** The kept tap's button in the lobby now on screen: the same element when the server's markup was hydrated. */
const buttonOf = (tap: EarlyTap, lobby: HTMLElement) => {
  if (tap.button.isConnected && lobby.contains(tap.button)) return tap.button;
  if (!tap.game || !/^[\w-]+$/.test(tap.part)) return null;
  const lists = [...lobby.querySelectorAll<HTMLElement>('section[aria-label]')];
  const list = lists.find((section) => section.getAttribute('aria-label') === tap.list) ?? lobby;
  const cards = [...list.querySelectorAll<HTMLElement>('[data-game]')];
  return (
    cards.find((card) => card.dataset.game === tap.game)?.querySelector<HTMLElement>(`.${tap.part}`) ?? null
  );
};

/**
 * Ends the keeping of early taps and replays the one kept, if any, on its button in `lobby`: the lobby that owns
 * the page calls it once its first render is on screen. A button not there yet (a lobby rendered from scratch,
 * its lists loading) is looked for again a few times; a disabled one is not tapped.
 */
export const replayEarlyTap = (lobby: HTMLElement) => {
  const keeper = window.__earlyTaps;
  if (!keeper) return;
  keeper.off = 1;
  const tap = keeper.tap;
  keeper.tap = null;
  if (!tap) return;
  let tries = 0;
  const attempt = () => {
    const button = lobby.isConnected ? buttonOf(tap, lobby) : null;
    if (button) {
      if (!(button as HTMLButtonElement).disabled) button.click();
    } else if (lobby.isConnected && (tries += 1) < WAIT_TRIES) setTimeout(attempt, WAIT_MS);
  };
  attempt();
};
