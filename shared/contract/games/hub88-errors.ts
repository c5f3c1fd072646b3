/** Hub88, the aggregator's console settings (4300-4349, issue 30), spread into the one catalogue by errors.ts. */
export const hub88Errors = {
  HUB88_PUBLIC_KEY_INVALID: {
    code: 4300,
    status: 200,
    message:
      'กุญแจสาธารณะของ Hub88 ไม่ถูกต้อง กรุณาวางกุญแจแบบ PEM ทั้งหมดที่ได้รับจาก Hub88 (ขึ้นต้นด้วย -----BEGIN PUBLIC KEY-----)',
  },
} as const;
