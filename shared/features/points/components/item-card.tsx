import { Button, Stepper } from 'antd-mobile';
import { useState } from 'react';
import type { ShopItem } from '@contract/rewards/points';
import { formatBaht, formatNumber } from '@lib/format';
import { pointsText } from '../strings';

type ItemCardProps = {
  item: ShopItem;
  isLoggedIn: boolean;
  /** The member's points (null for a guest or while unknown): an item they cannot afford is off. */
  balance: number | null;
  onRedeem: (item: ShopItem, quantity: number) => void;
};

/**
 * Most a member may pick: what is in stock, what their own limit leaves and what their points pay for (the
 * server checks again).
 */
const maxQuantity = (item: ShopItem, balance: number | null) =>
  Math.max(
    0,
    Math.min(
      // A free-bet item is one reward at the game's provider per redemption; none while its game is closed.
      item.freebet ? (item.freebet.available ? 1 : 0) : 100,
      item.stock ?? 100,
      item.per_member_limit === null ? 100 : item.per_member_limit - item.redeemed,
      balance === null || item.cost <= 0 ? 100 : Math.floor(balance / item.cost),
    ),
  );

/**
 * One item: picture, what it gives, its cost, stock, and (for a member) a quantity stepper and a redeem button. A
 * free-bet item shows its game (thumbnail and name, the picture when the item has none), each bet's value and days.
 */
export const ItemCard = ({ item, isLoggedIn, balance, onRedeem }: ItemCardProps) => {
  const [quantity, setQuantity] = useState(1);
  const max = maxQuantity(item, balance);
  const short = balance !== null && balance < item.cost ? item.cost - balance : 0;
  const freebet = item.freebet;
  const image = item.image || freebet?.game_image || '';
  return (
    <article className="points-card" aria-label={item.name}>
      {image && (
        <img className="points-card__image" src={image} alt={freebet?.game_name ?? ''} loading="lazy" />
      )}
      <div className="points-card__body">
        <h3 className="points-card__name">{item.name}</h3>
        <div className="points-card__gift">
          {item.gift}
          {freebet && ` · ${freebet.game_name}`}
        </div>
        {freebet && (
          <div className="points-card__meta">
            {pointsText.freebetTerms(formatBaht(freebet.bet_value), freebet.valid_days)}
          </div>
        )}
        {freebet && !freebet.available && (
          <div className="points-card__short">{pointsText.freebetClosed}</div>
        )}
        {item.description && <p className="points-card__text">{item.description}</p>}
        <div className="points-card__cost">
          {formatNumber(item.cost)} {pointsText.points}
        </div>
        <div className="points-card__meta">
          {item.stock === null
            ? pointsText.unlimited
            : item.stock > 0
              ? pointsText.stockLeft(item.stock)
              : pointsText.soldOut}
          {item.per_member_limit !== null && ` · ${pointsText.limit(item.redeemed, item.per_member_limit)}`}
        </div>
        {isLoggedIn && short > 0 && (
          <div className="points-card__short">{pointsText.shortBy(formatNumber(short))}</div>
        )}
        {isLoggedIn && (
          <div className="points-card__actions">
            {freebet ? (
              <span className="points-card__meta">{pointsText.freebetOne}</span>
            ) : (
              <Stepper
                aria-label={pointsText.quantity}
                min={1}
                max={Math.max(1, max)}
                value={Math.min(quantity, Math.max(1, max))}
                onChange={(value) => setQuantity(value)}
                disabled={max === 0}
              />
            )}
            <Button
              color="primary"
              size="small"
              disabled={max === 0}
              onClick={() => onRedeem(item, Math.min(quantity, max))}
            >
              {pointsText.redeem}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
};
