export const eventStrings = {
  title: 'กิจกรรม',
  close: 'ปิด',
} as const;
