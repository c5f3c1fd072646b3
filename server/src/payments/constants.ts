import { satang } from '@contract/money';

/** How long a deposit order stays open: the QR and the unique transfer amount are valid this long. */
export const ORDER_TTL_SECONDS = 15 * 60;

/** Open (unpaid, unexpired) deposit orders a member may hold at once. */
export const MAX_OPEN_ORDERS = 5;

/** Quick picks on the deposit screen, in baht. */
export const QUICK_AMOUNTS = [100, 300, 500, 1000, 5000];

/** Transfer channels add 1..MAX_AMOUNT_OFFSET satang to the asked amount so each open order has its own amount. */
export const MAX_AMOUNT_OFFSET = 99;

/** A provider notification older or newer than this (seconds) is refused: a captured one cannot be replayed later. */
export const NOTIFICATION_WINDOW_SECONDS = 300;

/** Per-request withdrawal limits. */
export const WITHDRAW_MIN = satang(10_000);
export const WITHDRAW_MAX = satang(10_000_000);
