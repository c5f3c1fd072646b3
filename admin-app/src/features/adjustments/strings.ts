import type { AdjustmentStatus } from '@contract/admin/manual-money';

/** Every Thai text of the manual money page (issue 28). */
export const adjustmentStrings = {
  title: 'อนุมัติเพิ่ม/ลดเงิน',
  intro:
    'รายการเพิ่ม/ลดเงินที่เกินเกณฑ์ต้องให้พนักงานอีกคนอนุมัติก่อน เงินของสมาชิกจะยังไม่เปลี่ยนจนกว่าจะอนุมัติ ผู้ขอไม่สามารถอนุมัติคำขอของตัวเองได้',
  tabs: { pending: 'รออนุมัติ', all: 'ทั้งหมด', rules: 'วงเงินและเกณฑ์' },
  columns: {
    time: 'เวลาที่ขอ',
    member: 'สมาชิก',
    wallet: 'กระเป๋า',
    direction: 'ประเภท',
    amount: 'จำนวนเงิน',
    note: 'บันทึกภายใน',
    memberText: 'ข้อความถึงสมาชิก',
    requestedBy: 'ผู้ขอ',
    status: 'สถานะ',
    decidedBy: 'ผู้อนุมัติ/ปฏิเสธ',
    decision: 'เหตุผลการตัดสิน',
  },
  direction: { credit: 'เพิ่มเงิน', debit: 'ลดเงิน' },
  status: {
    done: 'สำเร็จ (ไม่ต้องอนุมัติ)',
    pending: 'รออนุมัติ',
    approved: 'อนุมัติแล้ว',
    rejected: 'ปฏิเสธแล้ว',
  } satisfies Record<AdjustmentStatus, string>,
  approve: 'อนุมัติ',
  reject: 'ปฏิเสธ',
  ownRequest: 'คำขอของคุณ ต้องให้พนักงานคนอื่นอนุมัติ',
  approveConfirm: (amount: string, member: string) => `อนุมัติ ${amount} ให้ ${member}? เงินจะเปลี่ยนทันที`,
  rejectTitle: 'ปฏิเสธคำขอ',
  rejectReason: 'เหตุผลที่ปฏิเสธ',
  approved: 'อนุมัติแล้ว เงินของสมาชิกเปลี่ยนแล้ว',
  rejected: 'ปฏิเสธคำขอแล้ว',
  required: 'กรุณากรอกเหตุผลอย่างน้อย 3 ตัวอักษร',
  empty: 'ไม่มีคำขอที่รออนุมัติ',
  emptyAll: 'ยังไม่มีรายการเพิ่ม/ลดเงิน',
  rules: {
    title: 'วงเงินเพิ่ม/ลดเงินต่อวันและเกณฑ์อนุมัติ',
    intro:
      'วงเงินนับยอดเพิ่มและลดเงินรวมกันต่อพนักงานหนึ่งคนต่อวัน (เวลาประเทศไทย) ตามตำแหน่ง รายการที่เกินเกณฑ์จะต้องให้พนักงานอีกคนอนุมัติ',
    fourEyes: 'ต้องให้พนักงานอีกคนอนุมัติเมื่อยอดเกิน (บาท)',
    limit: 'วงเงินต่อวัน (บาท)',
    save: 'บันทึก',
    saved: 'บันทึกวงเงินและเกณฑ์แล้ว',
    decimals: 'กรุณากรอกจำนวนเงินที่มีทศนิยมไม่เกิน 2 ตำแหน่ง',
  },
} as const;
