import type { Queryable } from '@server/db/db';

/** The test catalogue of the lobby (issue 30): 1,000 games of 12 studios under one aggregator, offered to an agent. */
export const STUDIOS = 12;
export const GAMES = 1000;
export const PROVIDER = 'lobbytest';

const thai = [
  'มังกรทอง',
  'เสือดาว',
  'ช้างศึก',
  'นาคา',
  'ลาวา',
  'มหาสมบัติ',
  'ดวงดาว',
  'ผลไม้',
  'ปลาทอง',
  'ราชาสิงโต',
];
const english = [
  'Golden Dragon',
  'Leopard',
  'War Elephant',
  'Naga',
  'Lava',
  'Great Treasure',
  'Stars',
  'Fruits',
  'Goldfish',
  'Lion King',
];

/**
 * Game i (1..games, 1,000 unless told) is `lt-<i>` of studio `studio<1 + i % 12>`: Thai name `<word> <i>` (every 50th has only its
 * English name, as an import without a Thai one stores it), English name `<Word> <i>`; every 10th a casino game,
 * every 25th hot; games 1-20 released in the last 10 days, the others in 2024. Thumbnails are WebP.
 */
export const insertThousandGames = async (q: Queryable, agentCode = 'demo', games = GAMES) => {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO game_providers (code, name, logo, adapter, secret, status, sort)
     VALUES ($1, 'Lobby Test Aggregator', '/providers/lobbytest.webp', 'builtin', repeat('k', 40), 'active', 50)
     RETURNING id`,
    [PROVIDER],
  );
  const providerId = rows[0]!.id;
  await q.query(
    `INSERT INTO game_sub_providers (provider_id, code, name, logo, sort)
     SELECT $1, 'studio' || s, 'Studio ' || s, '/studios/studio' || s || '.webp', s FROM generate_series(1, $2::int) s`,
    [providerId, STUDIOS],
  );
  await q.query(
    `INSERT INTO games (provider_id, sub_provider_id, code, external_code, name, name_en, category, image, hot, sort,
                        rtp, demo, released_at)
     SELECT $1, sp.id, 'lt-' || i, 'LT_' || i,
            CASE WHEN i % 50 = 0 THEN ($4::text[])[1 + i % 10] || ' ' || i ELSE ($3::text[])[1 + i % 10] || ' ' || i END,
            ($4::text[])[1 + i % 10] || ' ' || i,
            CASE WHEN i % 10 = 0 THEN 'casino' ELSE 'slot' END,
            '/thumbs/lt-' || i || '.webp', i % 25 = 0, i, 96.5, true,
            CASE WHEN i <= 20 THEN current_date - (i % 10) ELSE DATE '2024-01-01' + (i % 300) END
       FROM generate_series(1, $2::int) i
       JOIN game_sub_providers sp ON sp.provider_id = $1 AND sp.code = 'studio' || (1 + i % ${STUDIOS})`,
    [providerId, games, thai, english],
  );
  await q.query(
    `INSERT INTO agent_games (agent_id, game_id, hot, sort, enabled)
     SELECT a.id, g.id, g.hot, g.sort, true FROM games g, agents a WHERE a.code = $2 AND g.provider_id = $1`,
    [providerId, agentCode],
  );
  return { providerId };
};
