/** Hub88's Games API: launch and game list import (4400-4449, issue 30), spread into the one catalogue by errors.ts. */
export const gamesApiErrors = {
  GAME_PROVIDER_DOWN: {
    code: 4400,
    status: 200,
    message: 'ค่ายเกมไม่ตอบสนองในขณะนี้ กรุณาลองใหม่อีกครั้งในอีกสักครู่ หรือเลือกเล่นเกมอื่นก่อน',
  },
  HUB88_NOT_CONFIGURED: {
    code: 4401,
    status: 200,
    message: 'ยังตั้งค่าการเชื่อมต่อ Hub88 ไม่ครบ กรุณากรอกที่อยู่ API รหัสผู้ให้บริการ และกุญแจของ Hub88 ก่อน',
  },
  GAME_DEMO_UNAVAILABLE: {
    code: 4402,
    status: 200,
    message: 'เกมนี้ไม่มีโหมดทดลองเล่น กรุณาเข้าสู่ระบบเพื่อเล่นจริง',
  },
  HUB88_IMPORT_RUNNING: {
    code: 4403,
    status: 200,
    message: 'กำลังนำเข้ารายการเกมอยู่ กรุณารอให้เสร็จแล้วดูผลอีกครั้ง',
  },
  HUB88_IMPORT_FAILED: {
    code: 4404,
    status: 200,
    message: 'นำเข้ารายการเกมจาก Hub88 ไม่สำเร็จ ดูสาเหตุในรายการล่าสุดแล้วลองใหม่อีกครั้ง',
  },
} as const;
