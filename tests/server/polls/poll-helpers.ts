import type { FastifyInstance } from 'fastify';
import type { PollAdminInput, PollAdminItem } from '@contract/poll/poll-admin';
import { call } from '@tests/server/helpers/test-app';

const HOUR = 3_600_000;

/** A poll input of the demo agent: open from an hour ago for a day, three choices, one vote a day. */
export const pollInput = (overrides: Partial<PollAdminInput> = {}): PollAdminInput => ({
  title: 'ทายผลทดสอบ',
  description: '',
  opens_at: new Date(Date.now() - HOUR).toISOString(),
  closes_at: new Date(Date.now() + 24 * HOUR).toISOString(),
  prize_mode: 'none',
  prize: 0,
  quota_period: 'day',
  quota_rules: [{ type: 'fixed', votes: 1 }],
  choices: [{ label: 'เจ้าบ้าน' }, { label: 'เสมอ' }, { label: 'ทีมเยือน' }],
  ...overrides,
});

/** Creates a poll through the back office and opens it; answers the back office's view of it. */
export const openPoll = async (
  app: FastifyInstance,
  staffToken: string,
  overrides: Partial<PollAdminInput> = {},
) => {
  const created = await call<PollAdminItem>(app, 'POST', '/api/admin/polls', {
    token: staffToken,
    body: pollInput(overrides),
  });
  if (created.error !== 0) throw new Error(`poll refused: ${created.error} ${created.message}`);
  const opened = await call<PollAdminItem>(app, 'POST', `/api/admin/polls/${created.data.id}/status`, {
    token: staffToken,
    body: { status: 'open' },
  });
  if (opened.error !== 0) throw new Error(`open refused: ${opened.error} ${opened.message}`);
  return opened.data;
};

export const vote = (app: FastifyInstance, token: string, pollId: number, choiceId: number) =>
  call(app, 'POST', '/api/poll/submit', { token, body: { poll_id: pollId, choice_id: choiceId } });
