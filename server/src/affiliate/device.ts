/** The longest device id kept (the contract takes 100 characters). */
const MAX_LENGTH = 100;

/**
 * A device id as the same-device check compares it: compatibility forms folded (full-width letters),
 * lower-cased, and without separators or spaces, so `3F2A-..` and `3f2a..` are one device. The client sends it
 * (web: local storage), so a fraudster can send any id; this stops the trivial variations of the same one.
 * Stored so at registration, and applied again to stored ids when compared (rows written before it).
 */
export const normalizeDeviceId = (raw: string | null | undefined) =>
  (raw ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '')
    .slice(0, MAX_LENGTH);
