import { formatBaht, formatThaiDateTime } from '@lib/format';
import type { MemberFreebet } from '@contract/games/hub88-freebets';
import { useMemberFreebetsQuery } from '../api/get-member-freebets';
import { promotionStrings as s } from '../strings';

/** The game a free bet is for, as the play page's query names it (`?game_id=...&provider_id=...`). */
type PlayTarget = { game_id: string; provider_id: string };
const target = (item: MemberFreebet): PlayTarget => ({
  game_id: String(item.game_id),
  provider_id: String(item.provider_id),
});
const playPage = (game: PlayTarget) => `/play?${new URLSearchParams(game).toString()}`;

/**
 * The member's free bets in Hub88 games (server/src/games/hub88/README.md, "Free bets"): the game, how many are
 * left, the value of each, until when; a ready one links to its game, an expired one says so. Shows nothing
 * while the member has none.
 */
export const FreebetList = ({ playHref = playPage }: { playHref?: (game: PlayTarget) => string }) => {
  const mine = useMemberFreebetsQuery();
  const items = mine.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="promo-list" aria-label={s.freebetsTitle}>
      <h2 className="promo-card__name">{s.freebetsTitle}</h2>
      {items.map((item) => (
        <article
          key={item.id}
          className="promo-card"
          aria-label={item.game_name}
          data-testid={`freebet-${item.id}`}
          data-state={item.state}
        >
          {item.game_image && (
            <img className="promo-card__image" src={item.game_image} alt="" loading="lazy" />
          )}
          <div className="promo-card__body">
            <h3 className="promo-card__name">{item.game_name}</h3>
            <p className="promo-card__text">{item.campaign_name}</p>
            <p className="promo-card__facts">
              {s.freebetCount(item.bet_count - item.used_count, item.bet_count)} ·{' '}
              {s.freebetValue(formatBaht(item.bet_value))}
            </p>
            <p className="promo-card__text">
              {item.state === 'expired'
                ? s.freebetExpiredOn(formatThaiDateTime(item.ends_at))
                : s.freebetUntil(formatThaiDateTime(item.ends_at))}
            </p>
            {item.won > 0 && <p className="promo-card__text">{s.freebetWon(formatBaht(item.won))}</p>}
            <p className={item.state === 'ready' ? 'promo-card__hint' : 'promo-card__refusal'}>
              {s.freebetStates[item.state]}
            </p>
            {item.state === 'ready' && (
              <div className="promo-card__actions">
                <a className="adm-button adm-button-primary adm-button-small" href={playHref(target(item))}>
                  {s.freebetPlay}
                </a>
              </div>
            )}
          </div>
        </article>
      ))}
    </section>
  );
};
