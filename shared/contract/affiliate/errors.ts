type Entry = { code: number; status: number; message: string };

/** Refusals of the affiliate programme (8700-8799), spread into the one catalogue by errors.ts. */
export const affiliateErrors = {
  AFFILIATE_BELOW_MINIMUM: {
    code: 8701,
    status: 200,
    message: 'ยอดค่าแนะนำยังไม่ถึงขั้นต่ำที่ถอนได้ กรุณาสะสมเพิ่มก่อน',
  },
  AFFILIATE_CODE_UNKNOWN: { code: 8702, status: 200, message: 'ไม่พบรหัสแนะนำนี้' },
  AFFILIATE_SETTINGS_INVALID: {
    code: 8703,
    status: 200,
    message: 'ตั้งค่าค่าแนะนำไม่ถูกต้อง กรุณาตรวจสอบเปอร์เซ็นต์และยอดขั้นต่ำ',
  },
  AFFILIATE_COMMISSION_NOT_HELD: {
    code: 8704,
    status: 200,
    message: 'รายการนี้ได้รับการตัดสินแล้ว หรือไม่ได้อยู่ระหว่างตรวจสอบ',
  },
  AFFILIATE_MEMBER_NOT_FOUND: { code: 8705, status: 200, message: 'ไม่พบสมาชิกหมายเลขนี้' },
  AFFILIATE_REASON_REQUIRED: { code: 8706, status: 200, message: 'กรุณาระบุเหตุผลในการปฏิเสธ' },
  AFFILIATE_REFERRER_EXCLUDED: {
    code: 8707,
    status: 200,
    message: 'ผู้แนะนำอยู่ระหว่างพักการเล่นหรือระงับการเล่นด้วยตนเอง ระบบจะจ่ายค่าแนะนำนี้เองเมื่อพ้นช่วงดังกล่าว',
  },
} as const satisfies Record<string, Entry>;
