export const notificationStrings = {
  title: 'ประกาศสำคัญ',
  empty: 'ขณะนี้ยังไม่มีประกาศสำคัญ',
  next: 'ถัดไป',
  close: 'ปิด',
  openLink: 'ดูรายละเอียด',
} as const;
