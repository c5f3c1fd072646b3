import { formatBaht, formatThaiDateTime } from '@lib/format';
import type { MemberFreebet } from '@contract/games/hub88-freebets';
import { useAppLinks } from '@ui/app-links';
import { useMemberFreebetsQuery } from '../api/get-member-freebets';
import { promotionStrings as s } from '../strings';

/**
 * The member's free bets in Hub88 games (server/src/games/hub88/README.md, "Free bets"): the game, how many are
 * left, the value of each, until when; a ready one links to its game where the app plays it, an expired one
 * says so. Shows nothing while the member has none.
 */
export const FreebetList = () => {
  const mine = useMemberFreebetsQuery();
  const links = useAppLinks();
  // The game's play page as this app opens it (the web's /play, LIFF's /liff/play/<provider>/<game>).
  const playHref = (item: MemberFreebet) =>
    links.content(`/play?${new URLSearchParams({ game_id: item.game_id, provider_id: item.provider_id })}`);
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
            <p className="promo-card__text">
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
            {item.state === 'ready' && playHref(item) && (
              <div className="promo-card__actions">
                <a className="adm-button adm-button-primary adm-button-small" href={playHref(item)!}>
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
