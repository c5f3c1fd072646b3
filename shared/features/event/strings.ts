export const eventStrings = {
  title: 'กิจกรรม',
  open: 'เปิดกิจกรรม',
  close: 'ปิด',
} as const;
