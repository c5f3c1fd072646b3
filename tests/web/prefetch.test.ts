// @vitest-environment screen
import { afterEach, describe, expect, it, vi } from 'vitest';

const loaded: string[] = [];
vi.mock('@web/app/routes/login', () => (loaded.push('login'), {}));
vi.mock('@web/app/routes/register', () => (loaded.push('register'), {}));
vi.mock('@web/app/layouts/auth-layout', () => (loaded.push('auth-layout'), {}));
vi.mock('@web/app/routes/member', () => (loaded.push('member'), {}));

const { prefetchLikelyPages } = await import('@web/app/prefetch');

const idle = () => new Promise((done) => setTimeout(done, 20));

describe('prefetchLikelyPages', () => {
  afterEach(() => {
    loaded.length = 0;
  });

  it('loads nothing until the visitor first touches the page, then the likely next pages once', async () => {
    prefetchLikelyPages();
    await idle();
    expect(loaded).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    await idle();
    expect([...loaded].sort()).toEqual(['auth-layout', 'login', 'member', 'register']);
    window.dispatchEvent(new Event('keydown'));
    await idle();
    expect(loaded).toHaveLength(4);
  });
});
