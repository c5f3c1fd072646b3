/**
 * How a scale seed's history is drawn, as SQL over a member's id, so the plan needs no table of its own and the
 * day's block and the progress count read the same figures.
 *
 * Activity is long-tailed (Zipf, exponent 0.9): the member of rank r (the r-th seeded) plays a share
 * r^-0.9 / Z of all rounds; at 20,000 members the heaviest plays about 5.7% of them, the lightest a few dozen a
 * year. A member plays on a day with probability p (at most 1), chosen so that a playing day has about 25
 * rounds on average or, for the heavy ones, every day with more; the day's count varies from half to one and a
 * half times the mean. Every draw is a hash of (member, day), so a run is repeatable.
 */
export type ScalePlan = {
  members: number;
  days: number;
  plays: number;
  /** Connections the days are split over (members by id modulo). */
  shards: number;
  firstMember: number;
  providerId: number;
  channelId: number;
  /** A member's stake per round in satang (10 to 50 baht by member). */
  stakeSql: string;
  /** The member's rounds on `day`, 0 when they do not play. */
  playsSql: (day: number) => string;
};

const EXPONENT = 0.9;
const ROUNDS_PER_PLAYING_DAY = 25;

export const scalePlan = (
  sizes: { members: number; days: number; plays: number; shards: number },
  ids: { firstMember: number; providerId: number; channelId: number },
): ScalePlan => {
  let z = 0;
  for (let r = 1; r <= sizes.members; r += 1) z += r ** -EXPONENT;
  const rank = `(m.id - ${ids.firstMember} + 1)`;
  // float8, not numeric: numeric power() cost 20 µs a member, 1.2 s a day's count at 20,000 members.
  const total = `(${sizes.plays}::float8 * power(${rank}::float8, ${-EXPONENT}::float8) / ${z})`;
  const chance = `least(1.0, ${total} / ${sizes.days * ROUNDS_PER_PLAYING_DAY})`;
  const draw = (salt: number, day: number) =>
    `((hashtext(m.id || ':${salt}:' || ${day}) & 65535)::float8 / 65536)`;
  return {
    ...sizes,
    ...ids,
    stakeSql: `(1000 * (1 + m.id % 5))::bigint`,
    playsSql: (day) =>
      `CASE WHEN ${draw(1, day)} < ${chance}
            THEN floor(${total} / (${sizes.days} * ${chance}) * (0.5 + ${draw(2, day)}) + ${draw(3, day)})::int
            ELSE 0 END`,
  };
};
