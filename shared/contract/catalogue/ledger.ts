type Entry = { code: number; status: number; message: string };

/** The ledger (3xxx), spread into the one catalogue by errors.ts. */
export const ledgerErrors = {
  INSUFFICIENT_FUNDS: { code: 3001, status: 200, message: 'ยอดเงินไม่เพียงพอ' },
  IDEMPOTENCY_CONFLICT: {
    code: 3002,
    status: 200,
    message: 'รายการนี้ถูกส่งมาแล้วด้วยข้อมูลที่ต่างกัน กรุณาเริ่มรายการใหม่',
  },
  WALLET_NOT_FOUND: { code: 3003, status: 200, message: 'ไม่พบกระเป๋าเงินนี้' },
  HOLD_NOT_PENDING: { code: 3004, status: 200, message: 'รายการนี้ถูกดำเนินการไปแล้ว' },
  INSUFFICIENT_POINTS: { code: 3005, status: 200, message: 'พอยท์ไม่เพียงพอ' },
  AMOUNT_INVALID: {
    code: 3006,
    status: 200,
    message: 'จำนวนเงินไม่ถูกต้อง กรุณากรอกจำนวนเงินที่มีทศนิยมไม่เกิน 2 ตำแหน่ง',
  },
  HOLD_NOT_FOUND: { code: 3007, status: 200, message: 'ไม่พบรายการที่รอดำเนินการนี้' },
} as const satisfies Record<string, Entry>;
