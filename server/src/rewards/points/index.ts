/** Points (issue 13): earning by rule, expiry first in first out, and the points shop; see README.md beside. */
export { earnDayPoints } from './earn';
export { expireDayPoints, nextExpiry, expiryKey, type NextExpiry } from './expire';
export { listItems, findItem, redeemedUnits, itemGift, type ShopItem, type ShopItemType } from './items';
export { calcRedemption, redeemItem, memberRedemptions, type Redemption, type Calc } from './redeem';
export * from './admin';
export { expiryDays, earnRuleOf, pointsForStake, type EarnRule } from './settings';
