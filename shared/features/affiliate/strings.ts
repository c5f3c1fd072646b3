import { formatBaht } from '@lib/format';

const categories: Record<string, string> = {
  slot: 'สล็อต',
  casino: 'คาสิโน',
  fishing: 'ยิงปลา',
  freespin: 'ฟรีสปิน',
  sport: 'กีฬา',
  lotto: 'หวย',
};

/** Every Thai text of the affiliate screen (/affiliate, /liff/affiliate). */
export const affiliateText = {
  title: 'แนะนำเพื่อน สร้างรายได้',
  guestHeadline: 'ชวนเพื่อนมาเล่น รับค่าแนะนำทุกวัน',
  guestSteps: [
    'สมัครสมาชิกเพื่อรับรหัสและลิงก์แนะนำของคุณ',
    'แชร์ลิงก์หรือ QR ให้เพื่อนสมัครผ่านลิงก์ของคุณ',
    'รับค่าแนะนำจากยอดเล่นของเพื่อนทุกวัน ถอนเข้ากระเป๋าหลักได้เลย',
  ],
  register: 'สมัครสมาชิก',
  rateLine: (category: string, basis: string, level1: number, level2: number, levels: number) =>
    `${categories[category] ?? category}: ${level1}% ของ${basis === 'turnover' ? 'ยอดเล่น' : 'ยอดเสีย'}` +
    (levels === 2 && level2 > 0 ? ` (ขั้นที่ 2: ${level2}%)` : ''),
  minRedeem: (baht: number) => `ถอนได้เมื่อครบ ${formatBaht(baht)} บาท`,
  myCode: 'รหัสแนะนำของฉัน',
  myLink: 'ลิงก์แนะนำ',
  copy: 'คัดลอก',
  copyLink: 'คัดลอกลิงก์',
  share: 'แชร์ให้เพื่อนใน LINE',
  copied: 'คัดลอกแล้ว',
  copyFailed: 'คัดลอกไม่สำเร็จ กรุณากดค้างที่ลิงก์เพื่อคัดลอก',
  shareText: (link: string) => `มาสมัครเล่นด้วยกัน ผ่านลิงก์นี้เลย ${link}`,
  qrAlt: 'QR โค้ดลิงก์แนะนำ',
  summary: {
    clicks: 'คลิกลิงก์',
    signUps: 'สมัครแล้ว',
    firstDeposits: 'ฝากครั้งแรก',
    today: 'ค่าแนะนำวันนี้',
    month: 'เดือนนี้',
    redeemable: 'ถอนได้',
    held: 'รอตรวจสอบ',
  },
  baht: (amount: number) => `${formatBaht(amount)} บาท`,
  redeem: 'ถอนค่าแนะนำเข้ากระเป๋าหลัก',
  redeemDone: (amount: number) => `โอน ${formatBaht(amount)} บาท เข้ากระเป๋าหลักแล้ว`,
  redeemBelow: (min: number) => `ต้องมีอย่างน้อย ${formatBaht(min)} บาท จึงจะถอนได้`,
  tabs: { network: 'เพื่อนที่แนะนำ', transactions: 'ประวัติรายการ' },
  level: (level: number) => `ขั้นที่ ${level}`,
  registered: 'สมัครเมื่อ',
  commissionToMe: 'ค่าแนะนำ',
  networkEmpty: 'ยังไม่มีเพื่อนสมัครผ่านลิงก์ของคุณ',
  networkEmptyHint: 'แชร์ลิงก์ให้เพื่อน แล้วรับค่าแนะนำจากยอดเล่นทุกวัน',
  transactionsEmpty: 'ยังไม่มีรายการ',
  transactionType: { commission: 'ค่าแนะนำ', redeem: 'ถอนเข้ากระเป๋าหลัก' },
  loadFailed: 'โหลดข้อมูลแนะนำเพื่อนไม่สำเร็จ',
};
