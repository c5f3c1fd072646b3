import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = resolve(import.meta.dirname, '../../..');

/**
 * The browser files that take longest, longest first (CI of 2026-11-27, seconds beside another lane): 75
 * floating-buttons, 67 liff-screens, 54 lotto, 50 new-member-defects, 41 payments, 39 safety, 38 admin-content.
 */
const SLOWEST = [
  'floating-buttons',
  'liff-screens',
  'lotto',
  'new-member-defects',
  'payments',
  'safety',
  'admin-content',
].map((name) => `tests/e2e/${name}.test.ts`);

/**
 * Longest files first, so that two workers end together instead of one finishing a long file alone. A clean
 * checkout (CI) has no vitest cache of durations, and vitest then runs the files in name order; with a cache its
 * own order (failed first, then longest) stands for the rest.
 */
export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const at = SLOWEST.indexOf(relative(root, file.moduleId));
      return at < 0 ? SLOWEST.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
