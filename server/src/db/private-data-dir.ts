import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/** Creates the embedded data directory (and missing parents) for this user only, or makes an existing one so. */
export const createPrivateDir = (dir: string) => {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  chmodSync(dir, DIR_MODE);
};

/**
 * Directories 0700 and files 0600 under `dir` (symbolic links left alone). PGlite's initdb writes the cluster's
 * files 0666 whatever the umask (its file system layer passes the mode on), system catalogs included: with
 * them, any local user could rewrite the ledger's trigger functions. Run after each start, so a directory made
 * before this fix is closed too; the directory itself is 0700 from the start, so nobody else could reach the
 * files in between. What PostgreSQL creates afterwards it creates 0600 itself.
 */
export const makeTreePrivate = (dir: string) => {
  const stat = lstatSync(dir);
  if (stat.isSymbolicLink()) return;
  const wanted = stat.isDirectory() ? DIR_MODE : FILE_MODE;
  if ((stat.mode & 0o777) !== wanted) chmodSync(dir, wanted);
  if (stat.isDirectory()) for (const name of readdirSync(dir)) makeTreePrivate(join(dir, name));
};
