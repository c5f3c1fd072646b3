import type { PollConfig, PollQuota, PollStats } from '@contract/poll/poll';

/** The seeded-style poll the poll screens are tested with: two choices, a prize, a daily quota. */
export const config = (overrides: Partial<PollConfig> = {}): PollConfig => ({
  id: 1,
  title: 'ทายผลบอลคู่เด็ด',
  description: 'ทายถูกรับเครดิต',
  image: '',
  phase: 'open',
  opens_at: '2026-11-25T00:00:00.000Z',
  closes_at: '2026-11-30T12:00:00.000Z',
  choices: [
    { id: 11, label: 'เจ้าบ้านชนะ', image: '' },
    { id: 12, label: 'เสมอ', image: '' },
  ],
  metadata: {
    prize_mode: 'per_winner',
    prize: 100,
    quota_period: 'day',
    quota_rules: [
      { type: 'fixed', votes: 1 },
      { type: 'deposit', per_baht: 300, votes: 1 },
    ],
    prediction: true,
  },
  answer_choice_id: null,
  server_time: '2026-11-25T05:00:00.000Z',
  ...overrides,
});
export const quota = (overrides: Partial<PollQuota> = {}): PollQuota => ({
  poll_id: 1,
  period: 'day',
  quota: 2,
  used: 0,
  remaining: 2,
  deposited: 300,
  next_vote_deposit: 300,
  my_choice_id: null,
  ...overrides,
});
export const stats = (votes: [number, number]): PollStats => {
  const total = votes[0] + votes[1];
  return {
    poll_id: 1,
    total,
    choices: [
      { choice_id: 11, votes: votes[0], percent: total ? Math.round((votes[0] * 100) / total) : 0 },
      { choice_id: 12, votes: votes[1], percent: total ? Math.round((votes[1] * 100) / total) : 0 },
    ],
  };
};
