/** Points (issue 13): earning by rule, expiry first in first out, and the points shop; see README.md beside. */
export { earnDayPoints } from './earn';
export { expireDayPoints, nextExpiry } from './expire';
export { listItems, redeemedUnits, itemGift, type ShopItem } from './items';
export { calcRedemption, redeemItem, memberRedemptions, type Redemption } from './redeem';
export * from './admin/points';
export { expiryDays } from './settings';
