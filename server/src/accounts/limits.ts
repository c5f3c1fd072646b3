/** Limits of the account area, in one place so that the tests and the Thai messages agree with them. */
export const LIMITS = {
  /** Failed logins of one account (agent + phone) in the window before it is locked. */
  loginFailuresPerAccount: 5,
  /** Failed logins from one address in the window (mobile carriers put many members behind one address). */
  loginFailuresPerAddress: 20,
  loginWindowMinutes: 15,
  otpLength: 6,
  otpTtlSeconds: 5 * 60,
  otpMaxTries: 5,
  otpResendSeconds: 60,
  /** Reset codes sent to one phone per day (Asia/Bangkok): each costs an SMS, and the member gets no flood. */
  otpRequestsPerPhonePerDay: 5,
  /** Reset codes requested from one address per hour: each may cost an SMS. */
  otpRequestsPerAddressPerHour: 10,
  /** Availability checks from one address in ten minutes: the form checks as the member types. */
  checksPerAddressPer10Minutes: 300,
  lineRegistrationTokenMinutes: 30,
  /**
   * New members from one address per hour: each costs an Argon2 hash (slowing every member's login) and can hold
   * deposit amounts. A family or a shop behind one carrier address still registers; a script does not.
   */
  registrationsPerAddressPerHour: 20,
  /** LINE login nonces issued to one address in ten minutes (each is a row until it expires). */
  lineNoncesPerAddressPer10Minutes: 60,
} as const;
