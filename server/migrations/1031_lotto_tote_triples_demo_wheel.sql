-- Issue 25, two findings of the same review.

-- 1. 3 ตัวโต๊ด on a triple (000, 111 ... 999) has one permutation: it wins only on the exact number, at the tote
-- rate, so Thai sites refuse it. A market takes it only when staff allow it (bill-check.ts, `LOTTO_TOTE_TRIPLE`).
ALTER TABLE lotto_markets ADD COLUMN IF NOT EXISTS tote_triples_allowed boolean NOT NULL DEFAULT false;

-- 2. The demo wheel seeded before this (seed-rewards.ts) gave back 461% of a spin's price: 4.61 baht of prizes
-- for 10 points worth 1 baht. The seed only runs where an agent has no wheel, so a demo database keeps it: replace
-- its slices with today's seed (83%), only on a wheel still exactly as seeded (price, point value and every slice),
-- the way the editor does (the old slices retired, so past spins keep what they drew). A wheel staff changed in
-- any way is left alone.
CREATE TEMP TABLE demo_wheel_1031 ON COMMIT DROP AS
SELECT p.campaign_id
  FROM wheel_prizes p
  JOIN reward_campaigns c ON c.id = p.campaign_id
 WHERE p.retired_at IS NULL
   AND c.kind = 'wheel'
   AND c.settings -> 'points_per_spin' = '10'::jsonb
   AND c.settings -> 'point_value' = '10'::jsonb
 GROUP BY p.campaign_id
HAVING array_agg(concat_ws('|', p.position, p.label, p.type, p.amount, p.wallet_type_id, p.weight) ORDER BY p.position)
     = ARRAY['0|เครดิตฟรี 100|money|10000|3|2', '1|50 แต้ม|points|50|10', '2|เครดิตฟรี 10|money|1000|3|15',
             '3|หมุนฟรี 1 ครั้ง|spins|1|10', '4|5 แต้ม|points|5|30', '5|เสียใจด้วย|none|0|33'];

UPDATE wheel_prizes SET retired_at = now()
 WHERE retired_at IS NULL AND campaign_id IN (SELECT campaign_id FROM demo_wheel_1031);

INSERT INTO wheel_prizes (campaign_id, position, label, type, amount, wallet_type_id, weight, colour)
SELECT d.campaign_id, s.position, s.label, s.type, s.amount, s.wallet_type_id, s.weight, s.colour
  FROM demo_wheel_1031 d
 CROSS JOIN (VALUES
   (0, 'เครดิตฟรี 20', 'money', 2000, 3, 1, '#f5b700'),
   (1, '10 แต้ม', 'points', 10, NULL, 10, '#2f54eb'),
   (2, 'เครดิตฟรี 5', 'money', 500, 3, 8, '#52c41a'),
   (3, 'หมุนฟรี 1 ครั้ง', 'spins', 1, NULL, 5, '#eb2f96'),
   (4, '3 แต้ม', 'points', 3, NULL, 30, '#13c2c2'),
   (5, 'เสียใจด้วย', 'none', 0, NULL, 46, '#595959')
 ) AS s(position, label, type, amount, wallet_type_id, weight, colour);

DROP TABLE demo_wheel_1031;
