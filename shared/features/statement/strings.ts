import type { StatementLine, StatementType } from '@contract/wallet';

/** Every Thai text of the statement screen. */
export const statementText = {
  title: 'ประวัติการเงิน',
  types: {
    all: 'ทั้งหมด',
    deposit: 'ฝาก',
    withdraw: 'ถอน',
    bet: 'เดิมพัน',
    win: 'ชนะ',
    bonus: 'โบนัส',
    adjustment: 'ปรับยอด',
    refund: 'คืนยอด',
  } satisfies Record<StatementType, string>,
  status: {
    pending: 'รอดำเนินการ',
    done: 'สำเร็จ',
    refused: 'ไม่อนุมัติ',
    cancelled: 'ยกเลิก',
  } satisfies Record<StatementLine['status'], string>,
  typeFilter: 'ประเภทรายการ',
  dateFilter: 'ช่วงวันที่',
  presets: { today: 'วันนี้', week: '7 วัน', month: '30 วัน', custom: 'เลือกวันที่' },
  range: (from: string, to: string) => (from === to ? from : `${from} - ${to}`),
  pickRange: 'เลือกช่วงวันที่',
  confirm: 'ยืนยัน',
  balanceAfter: 'คงเหลือ',
  empty: 'ยังไม่มีรายการ',
  emptyHint: 'ลองเปลี่ยนประเภทรายการหรือช่วงวันที่',
  loadFailed: 'โหลดประวัติการเงินไม่สำเร็จ',
  loadingMore: 'กำลังโหลดเพิ่ม…',
  noMore: 'แสดงครบทุกรายการแล้ว',
  loadMoreFailed: 'โหลดเพิ่มไม่สำเร็จ แตะเพื่อลองใหม่',
  pull: 'ดึงลงเพื่อรีเฟรช',
  release: 'ปล่อยเพื่อรีเฟรช',
  refreshing: 'กำลังรีเฟรช…',
  refreshed: 'อัปเดตแล้ว',
} as const;
