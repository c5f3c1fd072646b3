import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planBuild, sourceHash } from '@scripts/build-if-changed';

const dir = mkdtempSync(join(tmpdir(), 'build-stamp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm start builds only what changed', () => {
  it('hashes the contents of the sources: a changed byte or a new file changes it, a touch does not', () => {
    mkdirSync(join(dir, 'src/nested'), { recursive: true });
    writeFileSync(join(dir, 'src/a.ts'), 'export const a = 1;');
    writeFileSync(join(dir, 'src/nested/b.ts'), 'export const b = 2;');
    const first = sourceHash(['src', 'missing.json'], dir);
    expect(sourceHash(['src', 'missing.json'], dir)).toBe(first);
    utimesSync(join(dir, 'src/a.ts'), new Date(), new Date(2000, 1, 1));
    expect(sourceHash(['src', 'missing.json'], dir)).toBe(first);
    writeFileSync(join(dir, 'src/nested/b.ts'), 'export const b = 3;');
    const second = sourceHash(['src', 'missing.json'], dir);
    expect(second).not.toBe(first);
    writeFileSync(join(dir, 'src/c.ts'), '');
    expect(sourceHash(['src', 'missing.json'], dir)).not.toBe(second);
  });

  it('builds everything on a fresh clone, nothing when up to date, and the server after any front-end build', () => {
    const current = { web: 'w1', server: 's1' };
    const built = { web: true, server: true };
    expect(planBuild({}, current, { web: false, server: false })).toEqual({ web: true, server: true });
    expect(planBuild(current, current, built)).toEqual({ web: false, server: false });
    expect(planBuild({ web: 'w1', server: 's0' }, current, built)).toEqual({ web: false, server: true });
    // Vite empties dist/, the server bundle with it.
    expect(planBuild({ web: 'w0', server: 's1' }, current, built)).toEqual({ web: true, server: true });
    // A deleted output is rebuilt even with a matching stamp.
    expect(planBuild(current, current, { web: true, server: false })).toEqual({ web: false, server: true });
    expect(planBuild(current, current, { web: false, server: true })).toEqual({ web: true, server: true });
  });
});
