/**
 * The Hub88 games a reward may give free bets in, as a condition on `games g` joined to its provider `p`: Hub88's
 * and active, Hub88 not turned off, and not a game Hub88's list says takes no free bets (`freebet_support` of
 * its Game List entry, hub88_games; a live table, say). A game without an imported entry is taken as offered.
 * The editors' choice (freebets-admin.ts), the shop item's save (rewards/points) and each grant (freebets.ts) use it.
 */
export const FREEBET_GAME = `p.code = 'hub88' AND p.status <> 'disabled' AND g.status = 'active'
        AND NOT EXISTS (SELECT 1 FROM hub88_games h WHERE h.game_id = g.id AND NOT h.freebet_support)`;
