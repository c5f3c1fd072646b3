import { z } from 'zod';

/**
 * Hub88's Wallet API as its Operator API documentation describes it (server/src/games/hub88/README.md lists the
 * pages): Hub88 POSTs JSON to the operator's wallet endpoints, signed RSA-SHA256 (base64) in `X-Hub88-Signature`,
 * and reads a JSON answer with a `status` from the `RS_*` list, signed the same way with the operator's key.
 * Every answer is HTTP 200: a refusal is a status, never an HTTP error.
 */
export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';

/**
 * Where Hub88 calls us: the "Wallet endpoint" the operator gives Hub88 is this prefix on the site's address. Not
 * under /api/: those answer the platform's envelope ({ error, message, data }), these Hub88's own JSON.
 */
export const HUB88_WALLET_PREFIX = '/hub88';
export type Hub88Call =
  'user/info' | 'user/balance' | 'transaction/bet' | 'transaction/win' | 'transaction/rollback';
export const hub88Path = (call: Hub88Call) => `${HUB88_WALLET_PREFIX}/${call}`;

/** The statuses of the documentation's "Seamless Wallet response statuses - Operator API" that we answer. */
const hub88Statuses = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_LIMIT_REACHED',
] as const;
export type Hub88Status = (typeof hub88Statuses)[number];

/** The only currency of the site's wallets. */
export const HUB88_CURRENCY = 'THB';

/**
 * Hub88's amounts and balances are integers of 1/100,000 of the currency unit (the documentation's example
 * balance 100500 is 1.00500): one satang is 1,000 units. An amount finer than a satang is refused, never rounded.
 */
const HUB88_UNITS_PER_SATANG = 1000;
export const satangOfUnits = (units: number): number | null =>
  Number.isSafeInteger(units) && units % HUB88_UNITS_PER_SATANG === 0 ? units / HUB88_UNITS_PER_SATANG : null;
export const unitsOfSatang = (satang: number) => satang * HUB88_UNITS_PER_SATANG;

const text = z.string().min(1).max(255);
const units = z.number().int().nonnegative();

// Hub88 may send more fields than these (supplier ids, meta, round_closed, ...): they are accepted and ignored.
export const hub88UserInfoBody = z.looseObject({ user: text, request_uuid: text });
export const hub88BalanceBody = z.looseObject({
  user: text,
  token: text,
  request_uuid: text,
  game_code: text.nullable(),
});
/** The fields of every transaction call. */
const transactionFields = {
  user: text,
  transaction_uuid: text,
  supplier_transaction_id: z.string().max(255).nullish(),
  token: text,
  round: text,
  round_closed: z.boolean().nullish(),
  request_uuid: text,
  game_code: text,
};
export const hub88BetBody = z.looseObject({
  ...transactionFields,
  reward_uuid: z.string().max(255).nullish(),
  is_free: z.boolean().nullish(),
  currency: z.string().min(1).max(10),
  bet: z.string().max(255).nullish(),
  amount: units,
});
export type Hub88BetBody = z.infer<typeof hub88BetBody>;
export const hub88WinBody = hub88BetBody.extend({ reference_transaction_uuid: text });
export type Hub88WinBody = z.infer<typeof hub88WinBody>;
export const hub88RollbackBody = z.looseObject({ ...transactionFields, reference_transaction_uuid: text });
export type Hub88RollbackBody = z.infer<typeof hub88RollbackBody>;

const bodies = {
  'user/info': hub88UserInfoBody,
  'user/balance': hub88BalanceBody,
  'transaction/bet': hub88BetBody,
  'transaction/win': hub88WinBody,
  'transaction/rollback': hub88RollbackBody,
} satisfies Record<Hub88Call, z.ZodObject>;

/**
 * The fields each call requires, those its schema does not accept as null: missing one is RS_ERROR_WRONG_SYNTAX,
 * a wrong type RS_ERROR_WRONG_TYPES.
 */
export const hub88Required = Object.fromEntries(
  Object.entries(bodies).map(([call, schema]) => [
    call,
    Object.entries(schema.shape as Record<string, z.ZodType>)
      .filter(([, field]) => !field.safeParse(null).success)
      .map(([name]) => name),
  ]),
) as Record<Hub88Call, string[]>;

/** Every answer: the status, the request's request_uuid and user echoed, and the balance where there is one. */
export const hub88Answer = z.object({
  status: z.enum(hub88Statuses),
  request_uuid: z.string().optional(),
  user: z.string().optional(),
  currency: z.string().optional(),
  /** In 1/100,000 of the currency. */
  balance: z.number().int().optional(),
  country: z.string().optional(),
  registration_date: z.string().optional(),
});
export type Hub88Answer = z.infer<typeof hub88Answer>;

/** The console's Hub88 section (games page, `games.manage`). */
export const hub88Settings = z.object({
  /** Hub88's public key (PEM) as pasted, or null until the operator has pasted one. */
  hub88_public_key: z.string().nullable(),
  /** Ours, generated once by the server: what the operator sends Hub88. */
  operator_public_key: z.string(),
  /** The path of the wallet endpoints on the site's address: the "Wallet endpoint" Hub88 asks for. */
  wallet_path: z.string(),
});
export type Hub88Settings = z.infer<typeof hub88Settings>;

export const hub88SettingsInput = z.object({ hub88_public_key: z.string().trim().min(1).max(10_000) });
export type Hub88SettingsInput = z.infer<typeof hub88SettingsInput>;
