type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** Prefetching is skipped on 2g or when the member asked the browser to save data (SPEC §9). */
export const canPrefetch = (): boolean => {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
};
