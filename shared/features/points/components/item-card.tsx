import { Button, Stepper } from 'antd-mobile';
import { useState } from 'react';
import type { ShopItem } from '@contract/rewards/points';
import { formatNumber } from '@lib/format';
import { pointsText } from '../strings';

type ItemCardProps = {
  item: ShopItem;
  isLoggedIn: boolean;
  onRedeem: (item: ShopItem, quantity: number) => void;
};

/** Most a member may pick: what is in stock and what their own limit leaves (the server checks again). */
const maxQuantity = (item: ShopItem) =>
  Math.max(
    0,
    Math.min(
      100,
      item.stock ?? 100,
      item.per_member_limit === null ? 100 : item.per_member_limit - item.redeemed,
    ),
  );

/** One item: picture, what it gives, its cost, stock, and (for a member) a quantity stepper and a redeem button. */
export const ItemCard = ({ item, isLoggedIn, onRedeem }: ItemCardProps) => {
  const [quantity, setQuantity] = useState(1);
  const max = maxQuantity(item);
  return (
    <article className="points-card" aria-label={item.name}>
      {item.image && <img className="points-card__image" src={item.image} alt="" loading="lazy" />}
      <div className="points-card__body">
        <h3 className="points-card__name">{item.name}</h3>
        <div className="points-card__gift">{item.gift}</div>
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
        {isLoggedIn && (
          <div className="points-card__actions">
            <Stepper
              aria-label={pointsText.quantity}
              min={1}
              max={Math.max(1, max)}
              value={quantity}
              onChange={(value) => setQuantity(value)}
              disabled={max === 0}
            />
            <Button
              color="primary"
              size="small"
              disabled={max === 0}
              onClick={() => onRedeem(item, quantity)}
            >
              {pointsText.redeem}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
};
