/**
 * What the API document says about who may call an operation comes from the guard that checks it, never from
 * a separate declaration that could drift: a guard hook is marked here once (`describeGuard`), and the OpenAPI
 * plugin reads the marks on every route's hooks (`plugins/openapi.ts`). A guarded route therefore cannot be
 * documented public; `tests/server/http/openapi-security.test.ts` calls every route without credentials to
 * hold the document to it.
 */

/** The credentials of the API, one scheme each (`components.securitySchemes` of the document). */
export const securitySchemes = {
  member: {
    type: 'http',
    scheme: 'bearer',
    description: 'A member session token: `access_token` from /api/login, /api/register or /api/auth/line.',
  },
  staff: {
    type: 'http',
    scheme: 'bearer',
    description: 'A back-office staff session token: from /api/admin/auth/login (and its second step).',
  },
  operator: {
    type: 'http',
    scheme: 'bearer',
    description: "This server process's operator token, from this machine only (the command line sends it).",
  },
  gameSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The game session token the game link carries (`?token=`), or a demo token from /games/api/demo. ' +
      'A missing or dead one is refused as HTTP 200 with error 4201, which the game page shows.',
  },
  seamlessSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'x-signature',
    description:
      "HMAC-SHA256 of the exact body with the provider's secret (hex), with the time in x-timestamp " +
      '(shared/contract/seamless.ts).',
  },
  paymentSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'x-sandbox-signature',
    description:
      'The payment provider\'s signature of "timestamp.body" (HMAC-SHA256, hex) with the time in its own ' +
      'header; the sandbox provider sends x-sandbox-signature and x-sandbox-timestamp.',
  },
  smsReport: {
    type: 'http',
    scheme: 'basic',
    description:
      "The SMS gateway's delivery report: ANTS sends HTTP Basic credentials (ANTS_REPORT_USERNAME and " +
      "ANTS_REPORT_PASSWORD, else the account's own), checked before the body is read.",
  },
  lineSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'x-line-signature',
    description:
      "LINE's signature of the webhook's exact body: HMAC-SHA256 with the agent's channel secret, base64.",
  },
  sandboxToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-sandbox-token',
    description: 'The payment sandbox tester token the server prints at start (or SANDBOX_CONTROL_TOKEN).',
  },
} as const;

export type SecurityScheme = keyof typeof securitySchemes;

export type GuardDoc = {
  scheme: SecurityScheme;
  /** The guard lets callers without the credential through (it only recognises one when sent). */
  optional?: boolean;
  /** The HTTP statuses the guard refuses with, e.g. 401 without a live token, 403 for a role that may not. */
  refuses: readonly number[];
};

const docs = new WeakMap<object, GuardDoc>();

/** Marks a hook as a guard, for the API document; answers the hook itself. */
export const describeGuard = <Hook extends object>(hook: Hook, doc: GuardDoc): Hook => {
  docs.set(hook, doc);
  return hook;
};

/** The guard a hook is, if it is one. */
export const guardDocOf = (hook: unknown): GuardDoc | undefined =>
  typeof hook === 'function' ? docs.get(hook) : undefined;
