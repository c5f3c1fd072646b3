/** Thai texts of the shared core (api client and formatting). Screens keep their own strings modules. */
export const libStrings = {
  networkError: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่',
  timeout: 'เซิร์ฟเวอร์ตอบสนองช้า กรุณาลองใหม่อีกครั้ง',
  serverError: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
  sessionExpired: 'เซสซั่นหมดอายุ กรุณาลองใหม่',
  currency: 'บาท',
} as const;
