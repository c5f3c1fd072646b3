import {
  limitKeys,
  safetyStatus,
  type LimitStatus,
  type SafetyStatus,
} from '@contract/protection/protection';

const SERVER_TIME = '2026-11-25T05:00:00.000Z';
const MIDNIGHT = '2026-11-25T17:00:00.000Z';

const parts = (key: LimitStatus['key']) => {
  const [kind, period] = key === 'session' ? ['session', 'session'] : key.split('_');
  return { kind, period } as Pick<LimitStatus, 'kind' | 'period'>;
};

/** A limit as the server answers it; none set unless overridden. */
export const limit = (key: LimitStatus['key'], overrides: Partial<LimitStatus> = {}): LimitStatus => ({
  key,
  ...parts(key),
  value: null,
  used: 0,
  resets_at: key === 'session' ? null : MIDNIGHT,
  pending: null,
  ...overrides,
});

/** A whole status answer, checked against the contract's schema (what the client checks in tests too). */
export const status = (
  overrides: Partial<Omit<SafetyStatus, 'limits'>> & { limits?: LimitStatus[] } = {},
): SafetyStatus => {
  const given = new Map((overrides.limits ?? []).map((l) => [l.key, l]));
  return safetyStatus.parse({
    server_time: SERVER_TIME,
    reality_check: {
      minutes: 0,
      session_started_at: '2026-11-25T04:00:00.000Z',
      next_due_at: null,
      played_minutes: 60,
      net_result: 0,
    },
    exclusion: null,
    blocked: null,
    ...overrides,
    limits: limitKeys.map((key) => given.get(key) ?? limit(key)),
  });
};
