/** Every Thai text of the wallet feature. */
export const walletText = {
  types: { 1: 'กระเป๋าหลัก', 2: 'กระเป๋าโปรโมชั่น', 3: 'เครดิตฟรี' } as Record<number, string>,
  otherType: 'กระเป๋าเงิน',
  balance: 'ยอดเงินคงเหลือ',
  total: 'ยอดเงินรวมทุกกระเป๋า',
  baht: 'บาท',
  refresh: 'รีเฟรชยอดเงิน',
  selected: 'เลือกแล้ว',
  empty: 'ยังไม่มีกระเป๋าเงิน',
  loadFailed: 'โหลดยอดเงินไม่สำเร็จ',
} as const;
