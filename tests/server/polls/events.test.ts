import { afterAll, describe, expect, it } from 'vitest';
import type { AgentEvent } from '@contract/agent';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const staff = await insertStaff(app, 'content');
const HOUR = 3_600_000;

const events = async () => (await call<AgentEvent[]>(app, 'GET', '/api/event/list')).data;
const save = (body: Record<string, unknown>) =>
  call(app, 'POST', '/api/admin/content/events', { token: staff.token, body });

describe('events: link target and schedule', () => {
  it('seeds the poll event leading to /poll/1', async () => {
    expect(await events()).toEqual([
      expect.objectContaining({ link: '/poll/1', image: '/demo/event-poll.svg' }),
    ]);
  });

  it('lists only running events, with their link', async () => {
    const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
    const running = await save({
      image: '/e/running.png',
      title: 'running',
      link: '/poll/7',
      starts_at: at(-1),
      ends_at: at(1),
    });
    expect(running.error).toBe(0);
    const later = at(2);
    expect((await save({ image: '/e/later.png', title: 'later', starts_at: later })).error).toBe(0);
    expect((await save({ image: '/e/over.png', title: 'over', ends_at: at(-1) })).error).toBe(0);
    expect((await save({ image: '/e/bad.png', title: 'bad', starts_at: 'tomorrow' })).error).not.toBe(0);
    expect((await save({ image: '/e/bad.png', title: 'bad', link: 'javascript:alert(1)' })).error).not.toBe(
      0,
    );

    const titles = (await events()).map((e) => e.title);
    expect(titles).toContain('running');
    expect(titles).not.toContain('later');
    expect(titles).not.toContain('over');
    expect((await events()).find((e) => e.title === 'running')?.link).toBe('/poll/7');

    const list = await call<{ title: string; starts_at: string | null }[]>(
      app,
      'GET',
      '/api/admin/content/events',
      {
        token: staff.token,
      },
    );
    // The back office reads the schedule back as the instant it saved.
    expect(Date.parse(list.data.find((e) => e.title === 'later')?.starts_at ?? '')).toBe(Date.parse(later));
  });
});
