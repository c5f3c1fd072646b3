import { HUB88_CURRENCY, type Hub88Answer } from '@contract/games/hub88';
import type { Db } from '@server/db/db';
import { playerRef } from '@server/games/seamless/player-ref';
import type { SeamlessProvider } from '@server/games/seamless/seamless-repository';

/**
 * The member as Hub88 knows them: `user` in every call, their reference for this provider (playerRef: an HMAC
 * under a platform secret, no personal data, as the documentation asks of the user id). Recorded when a game is
 * launched through Hub88, so /user/info can name the member behind it.
 */
export const hub88UserOf = async (db: Db, provider: Pick<SeamlessProvider, 'code'>, memberId: number) => {
  const user = await playerRef(db, provider, memberId);
  await db.query(
    `INSERT INTO hub88_users (user_ref, member_id) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING`,
    [user, memberId],
  );
  return user;
};

/** /user/info: what we may tell about the member (country, registration date); never a name, phone or email. */
export const userInfo = async (
  db: Db,
  body: { user: string; request_uuid: string },
): Promise<Hub88Answer> => {
  const { rows } = await db.query<{ status: string; registered: string }>(
    `SELECT m.status, to_char(m.created_at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS registered
       FROM hub88_users u JOIN members m ON m.id = u.member_id WHERE u.user_ref = $1`,
    [body.user],
  );
  const echo = { request_uuid: body.request_uuid, user: body.user };
  const member = rows[0];
  if (!member) return { status: 'RS_ERROR_UNKNOWN', ...echo };
  if (member.status !== 'active') return { status: 'RS_ERROR_USER_DISABLED', ...echo };
  return {
    status: 'RS_OK',
    ...echo,
    country: 'TH',
    currency: HUB88_CURRENCY,
    registration_date: member.registered,
  };
};
