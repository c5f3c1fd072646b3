type Entry = { code: number; status: number; message: string };

/** Refusals of cashback and win/loss refunds (8400-8499), spread into the one catalogue by errors.ts. */
export const cashbackErrors = {
  WINLOSS_NOTHING: { code: 8401, status: 200, message: 'ไม่มียอดเสียที่รับคืนได้ในขณะนี้' },
  // The server names the window in the message (`fail(..., data, message)`); these are the fallbacks.
  WINLOSS_NOT_OPEN: { code: 8402, status: 200, message: 'ยังไม่ถึงเวลารับคืนยอดเสียของสัปดาห์นี้' },
  WINLOSS_EXPIRED: { code: 8403, status: 200, message: 'หมดเวลารับคืนยอดเสียของสัปดาห์นี้แล้ว' },
  CASHBACK_SETTINGS_INVALID: {
    code: 8410,
    status: 200,
    message: 'ตั้งค่าไม่ถูกต้อง: อัตราต้องอยู่ระหว่าง 0-100% และยอดขั้นต่ำต้องไม่เกินยอดสูงสุด',
  },
  CASHBACK_PERIOD_INVALID: {
    code: 8411,
    status: 200,
    message: 'รันซ้ำได้เฉพาะวันหรือสัปดาห์ที่จบแล้ว (สัปดาห์ต้องเริ่มวันจันทร์)',
  },
} as const satisfies Record<string, Entry>;
