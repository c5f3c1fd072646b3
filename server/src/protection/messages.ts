import type { LimitKey } from '@contract/protection/protection';
import { toBaht } from '@contract/money';
import { thaiDateTime } from '@contract/thai-time';

/** Baht as members read it: `1,250.00 บาท`. */
const bahtText = (satang: number) =>
  `${toBaht(satang).toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} บาท`;

const periodName: Record<string, string> = { day: 'วันนี้', week: 'สัปดาห์นี้', month: 'เดือนนี้' };
const limitName: Record<LimitKey, string> = {
  deposit_day: 'วงเงินฝากรายวัน',
  deposit_week: 'วงเงินฝากรายสัปดาห์',
  deposit_month: 'วงเงินฝากรายเดือน',
  loss_day: 'วงเงินเสียรายวัน',
  loss_week: 'วงเงินเสียรายสัปดาห์',
  loss_month: 'วงเงินเสียรายเดือน',
  session: 'เวลาเล่นต่อรอบ',
};

export const exclusionMessage = (kind: 'timeout' | 'self_exclusion', until: Date) =>
  kind === 'timeout'
    ? `คุณอยู่ในช่วงพักการเล่นที่ตั้งไว้ เล่นและฝากเงินได้อีกครั้งหลัง ${thaiDateTime(until)} น. ถอนเงินได้ตามปกติ`
    : `คุณขอระงับการเล่นด้วยตนเองไว้ถึง ${thaiDateTime(until)} น. ระหว่างนี้เล่นและฝากเงินไม่ได้ ถอนเงินได้ตามปกติ`;

export const lossMessage = (key: LimitKey, limit: number, used: number, resetsAt: Date) => {
  const period = periodName[key.split('_')[1]!] ?? '';
  const room = Math.max(0, limit - used);
  const left = room > 0 ? `เดิมพันได้อีกไม่เกิน ${bahtText(room)}` : 'ใช้วงเงินครบแล้ว';
  return `${limitName[key]} ${bahtText(limit)}: ยอดเสีย${period} ${bahtText(used)} ${left} นับใหม่ ${thaiDateTime(resetsAt)} น.`;
};

export const depositMessage = (key: LimitKey, room: number, resetsAt: Date) =>
  room > 0
    ? `ยอดฝากนี้เกิน${limitName[key]}ที่ตั้งไว้ ฝากได้อีก ${bahtText(room)} ถึง ${thaiDateTime(resetsAt)} น.`
    : `ใช้${limitName[key]}ครบแล้ว ฝากได้อีกครั้งหลัง ${thaiDateTime(resetsAt)} น.`;

export const sessionMessage = (minutes: number) =>
  `ครบเวลาเล่นต่อรอบ ${minutes} นาทีที่คุณตั้งไว้แล้ว พักก่อน แล้วออกจากระบบและเข้าใหม่เพื่อเริ่มรอบใหม่`;
