/** Every Thai text of the LINE deep-link builder. */
export const deeplinkStrings = {
  title: 'สร้างลิงก์ LINE',
  screen: 'หน้าที่ต้องการเปิด',
  build: 'สร้างลิงก์',
  link: 'ลิงก์สำหรับส่งใน LINE',
  noLiffId: 'ยังไม่ได้ตั้งค่า LIFF ID ของหน้านี้ใน liff.config.json ใช้ที่อยู่ในเว็บไซต์แทน',
  copy: 'คัดลอกลิงก์',
  copied: 'คัดลอกแล้ว',
  preview: 'ตัวอย่างบนมือถือ',
  qr: 'QR โค้ด',
  required: 'กรุณากรอกข้อมูลนี้',
  hint: 'เลือกหน้าแล้วกด "สร้างลิงก์" เพื่อดูลิงก์ QR โค้ด และตัวอย่าง',
} as const;
