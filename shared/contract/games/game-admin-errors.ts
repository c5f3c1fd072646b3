/** The console's providers, studios and game reports (6900-6949, issue 30), spread into the catalogue by errors.ts. */
export const gameAdminErrors = {
  GAME_STUDIO_NOT_FOUND: { code: 6900, status: 200, message: 'ไม่พบค่ายย่อยนี้ กรุณาโหลดหน้าใหม่' },
  GAME_EDIT_CONFLICT: {
    code: 6901,
    status: 200,
    message: 'ข้อมูลนี้มีผู้อื่นแก้ไขไปก่อนแล้ว กรุณาโหลดหน้าใหม่แล้วแก้ไขอีกครั้ง',
  },
  GAME_SHARE_INVALID: {
    code: 6902,
    status: 200,
    message: 'ส่วนแบ่ง GGR ต้องอยู่ระหว่าง 0 ถึง 100 เปอร์เซ็นต์ ทศนิยมไม่เกิน 2 ตำแหน่ง',
  },
  GAME_MONTH_INVALID: {
    code: 6903,
    status: 200,
    message: 'เดือนไม่ถูกต้อง กรุณาเลือกเดือนที่ผ่านมาแล้วหรือเดือนปัจจุบัน',
  },
  GAME_LOGO_INVALID: {
    code: 6904,
    status: 200,
    message: 'ที่อยู่โลโก้ต้องขึ้นต้นด้วย https:// หรือ / และยาวไม่เกิน 500 ตัวอักษร',
  },
} as const;
