const KEY = 'device_id';

/**
 * This browser's own id, kept in local storage, sent at registration (one of the affiliate programme's
 * self-referral signals: a second account registered from the referrer's own phone) and as `X-Device-Id` with
 * every call (the server keeps it with each login: linked accounts). Empty where storage is off.
 */
export const deviceId = (): string => {
  try {
    const known = localStorage.getItem(KEY);
    if (known) return known;
    const fresh = crypto.randomUUID();
    localStorage.setItem(KEY, fresh);
    return fresh;
  } catch {
    return '';
  }
};
