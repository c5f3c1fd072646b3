/** `parseArgs` throws on an unknown or malformed option: for a command that is a usage error (null), not a crash. */
export const parsed = <T>(parse: () => T): T | null => {
  try {
    return parse();
  } catch {
    return null;
  }
};
