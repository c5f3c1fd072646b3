import type { WheelPrizeType } from '@contract/rewards/wheel';
import { formatBaht, formatNumber } from '@lib/format';
import { wheelText } from '@features/wheel/strings';

/** A prize as a member reads it: "เครดิต 10.00 บาท", "50 พอยท์", "หมุนฟรี 1 ครั้ง". */
export const prizeText = (type: WheelPrizeType, amount: number) =>
  wheelText.prizeValue(type, type === 'money' ? formatBaht(amount) : formatNumber(amount));

/** A percentage for the odds table, up to 4 decimals ("12.5%", "0.0125%"). */
export const percentText = (probability: number) =>
  `${(probability * 100).toLocaleString('th-TH', { maximumFractionDigits: 4 })}%`;

/** An idempotency key made once per tap. */
export const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
