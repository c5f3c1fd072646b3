/** The back office's limits and times, in one place so the tests and the Thai messages agree with them. */
export const STAFF_LIMITS = {
  /** Failed password or TOTP attempts of one account in the window before it is locked. */
  failuresPerAccount: 5,
  /** Failed attempts from one address in the window (an office shares one address). */
  failuresPerAddress: 20,
  windowMinutes: 15,
  /** A session dies after this long without a request... */
  idleMinutes: 30,
  /** ...and this long after the login in any case. */
  absoluteHours: 12,
  /** The ticket between the password and the next login step. */
  ticketMinutes: 5,
  /** Codes one step (30 s) either side of the server's clock are accepted: phones' clocks drift. */
  totpWindow: 1,
  totpPeriodSeconds: 30,
  passwordMinLength: 12,
} as const;
