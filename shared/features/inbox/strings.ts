/** The inbox's Thai text. */
export const inboxText = {
  title: 'กล่องข้อความ',
  bell: (unread: number) => (unread > 0 ? `กล่องข้อความ ยังไม่ได้อ่าน ${unread} รายการ` : 'กล่องข้อความ'),
  empty: 'ยังไม่มีข้อความ',
  emptyHint: 'เมื่อฝากเงินเข้า ถอนเงินสำเร็จ ถูกรางวัล หรือได้รับโบนัส จะแจ้งไว้ที่นี่',
  loadFailed: 'โหลดกล่องข้อความไม่สำเร็จ',
  loadMore: 'ดูข้อความก่อนหน้า',
  loadingMore: 'กำลังโหลด...',
  loadMoreFailed: 'โหลดไม่สำเร็จ แตะเพื่อลองใหม่',
  noMore: 'ไม่มีข้อความเพิ่มเติม',
  unread: 'ใหม่',
  baht: 'บาท',
};
