/** Thai texts of the shared building blocks. */
export const uiStrings = {
  back: 'ย้อนกลับ',
  empty: 'ยังไม่มีข้อมูล',
  errorTitle: 'เกิดข้อผิดพลาด',
  retry: 'ลองใหม่',
  loading: 'กำลังโหลด…',
  loadMore: 'ดูเพิ่มเติม',
  loadMoreFailed: 'โหลดเพิ่มไม่สำเร็จ แตะเพื่อลองใหม่',
  baht: 'บาท',
} as const;
