import { satang } from '@contract/money';

/** How long a deposit order stays open: the QR and the unique transfer amount are valid this long. */
export const ORDER_TTL_SECONDS = 15 * 60;

/** Open (unpaid, unexpired) deposit orders a member may hold at once. */
export const MAX_OPEN_ORDERS = 5;

/**
 * Open transfer orders a member may hold at once: each holds one of its amount's unique pay amounts. Asking
 * again for the same amount into the same account answers the open order instead of taking another amount.
 */
export const MAX_OPEN_TRANSFER_ORDERS = 2;

/** Each transfer order left unpaid to expiry in this many hours takes one from the member's allowance above. */
export const UNPAID_TRANSFER_LOOKBACK_HOURS = 3;

/** Deposit orders one address may create per hour (all members behind it, all channels). */
export const ORDERS_PER_ADDRESS_PER_HOUR = 20;

/** Deposit orders one member may create per hour (each QR order costs a provider call). */
export const ORDERS_PER_MEMBER_PER_HOUR = 10;

/** Quick picks on the deposit screen, in baht. */
export const QUICK_AMOUNTS = [100, 300, 500, 1000, 5000];

/**
 * Transfer channels add 1..N satang to the asked amount so each open order has its own amount; N is 1 % of the
 * amount, at least MIN_AMOUNT_OFFSET and at most MAX_AMOUNT_OFFSET (`offsetPool`): a 100-baht order has 100
 * amounts, a 1,000-baht order 999, so big deposits are never short of amounts.
 */
export const MIN_AMOUNT_OFFSET = 99;
export const MAX_AMOUNT_OFFSET = 999;

/** A provider notification older or newer than this (seconds) is refused: a captured one cannot be replayed later. */
export const NOTIFICATION_WINDOW_SECONDS = 300;

/** Per-request withdrawal limits. */
export const WITHDRAW_MIN = satang(10_000);
export const WITHDRAW_MAX = satang(10_000_000);
