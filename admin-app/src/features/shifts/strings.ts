import type { ShiftFigure } from '@contract/admin/shift-report';

/** Every Thai text of the staff shift report (issue 28). */
export const shiftStrings = {
  title: 'รายงานกะพนักงาน',
  intro:
    'การตัดสินใจเรื่องเงินของพนักงานแต่ละคนในช่วงเวลาที่เลือก (เวลาประเทศไทย): อนุมัติ/ปฏิเสธถอน จับคู่/ปฏิเสธโอนเข้า และเพิ่ม/ลดเงิน พร้อมจำนวนรายการและยอดรวม',
  presets: {
    today: 'วันนี้ทั้งวัน',
    morning: 'กะเช้า 06:00-14:00',
    afternoon: 'กะบ่าย 14:00-22:00',
    night: 'กะดึก 22:00-06:00',
    yesterday: 'เมื่อวาน',
  },
  range: 'ช่วงเวลา',
  csv: 'ดาวน์โหลด CSV',
  downloadFailed: 'ดาวน์โหลดไม่สำเร็จ กรุณาลองใหม่',
  staff: 'พนักงาน',
  role: 'ตำแหน่ง',
  empty: 'ไม่มีการตัดสินใจเรื่องเงินในช่วงเวลานี้',
  count: (n: number) => `${n.toLocaleString('th-TH')} รายการ`,
  figures: {
    withdrawals_approved: 'อนุมัติถอน',
    withdrawals_refused: 'ปฏิเสธถอน',
    withdrawals_paid: 'บันทึกโอนถอน (อนุมัติอัตโนมัติ)',
    transfers_assigned: 'จับคู่โอนเข้า',
    transfers_refused: 'ปฏิเสธโอนเข้า',
    adjusted_credit: 'เพิ่มเงิน',
    adjusted_debit: 'ลดเงิน',
    requested: 'ขออนุมัติปรับยอด',
    approved: 'อนุมัติปรับยอด',
    rejected: 'ปฏิเสธปรับยอด',
  } satisfies Record<ShiftFigure, string>,
} as const;
