import { fileURLToPath } from 'node:url';

// One list of import aliases, read by Vite and Vitest; tsconfig.json "paths" mirrors it for tsc and tsx.
const at = (dir: string) => fileURLToPath(new URL(dir, import.meta.url));

export const aliases = {
  '@contract': at('./shared/contract'),
  '@lib': at('./shared/lib'),
  '@ui': at('./shared/ui'),
  '@features': at('./shared/features'),
  '@web': at('./web-app/src'),
  // Not '@liff': the LINE SDK's own packages are named @liff/* (@liff/init, @liff/login, ...).
  '@liff-app': at('./liff-app/src'),
  '@admin-app': at('./admin-app/src'),
  '@server': at('./server/src'),
  '@games': at('./games'),
  '@tests': at('./tests'),
  '@bench': at('./bench'),
  '@scripts': at('./scripts'),
};
