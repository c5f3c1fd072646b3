import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'server.lock';

/** The embedded data directory is held by another live process: opening it here would corrupt it. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `ฐานข้อมูลในเครื่อง ${dataDir} ถูกใช้งานโดยโปรเซส ${pid} อยู่ กรุณาหยุดโปรเซสนั้นก่อน ` +
        `(the embedded database ${dataDir} is in use by process ${pid}: stop it first, or use DATABASE_URL)`,
    );
    this.name = 'DataDirLockedError';
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const holderOf = (path: string) => {
  try {
    return Number.parseInt(readFileSync(path, 'utf8'), 10);
  } catch {
    return NaN;
  }
};

/** The pid of the live process holding `<dataDir>/server.lock`, or null (none, or its holder is gone). */
export const liveHolderOf = (dataDir: string): number | null => {
  const holder = holderOf(join(dataDir, LOCK_FILE));
  return Number.isSafeInteger(holder) && holder > 0 && alive(holder) ? holder : null;
};

/**
 * Takes `<dataDir>/server.lock` (created exclusively, holding this pid) or throws DataDirLockedError naming the
 * live holder. A lock whose pid is no longer alive (a crash, a kill) is stale and taken over. Returns the release.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = holderOf(path);
      if (Number.isSafeInteger(holder) && holder > 0 && alive(holder))
        throw new DataDirLockedError(dataDir, holder);
      unlinkSync(path);
    }
  }
  return () => {
    if (holderOf(path) === process.pid) unlinkSync(path);
  };
};
