/** Thai texts of the money pages' shared pieces. */
export const moneyUiStrings = {
  loading: 'กำลังโหลดข้อมูล...',
  loadFailed: 'โหลดข้อมูลไม่สำเร็จ',
  retry: 'ลองใหม่',
  empty: 'ไม่มีรายการ',
  baht: 'บาท',
  reasonLabel: 'เหตุผล (จำเป็น)',
  reasonPlaceholder: 'พิมพ์เหตุผลของรายการนี้ เช่น โอนเงินเข้าบัญชีสมาชิกแล้ว',
  reasonRequired: 'กรุณากรอกเหตุผลอย่างน้อย 3 ตัวอักษร',
  cancel: 'ยกเลิก',
  chartEmpty: 'ยังไม่มีข้อมูลในช่วงนี้',
  search: 'ค้นหา',
  clear: 'ล้าง',
} as const;
