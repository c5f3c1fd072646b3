/** Thai texts of the owner's LINE settings. */
export const lineSettingsStrings = {
  title: 'ตั้งค่า LINE และ LIFF',
  help: 'ใส่ LIFF ID จาก LINE Developers Console (เช่น 1234567890-AbcdEfgh) เว้นว่างไว้เพื่อใช้ค่าเริ่มต้นจากไฟล์ liff.config.json ลิงก์ที่สร้างในหน้านี้และหน้า LIFF จะใช้ค่าที่บันทึกทันที',
  channelId: 'Channel ID ของ LINE Login',
  channelIdHelp: 'ตัวเลข 10 หลัก ใช้ตรวจสอบการเข้าสู่ระบบด้วย LINE เว้นว่างไว้เพื่อใช้ค่าของเซิร์ฟเวอร์',
  apps: {
    default: 'LIFF ID หลัก (/liff และหน้าอื่นๆ)',
    deposit: 'LIFF ID หน้าฝากเงิน (/liff/deposit)',
    wheel: 'LIFF ID หน้ากงล้อ (/liff/wheel)',
    lotto: 'LIFF ID หน้าหวย (/liff/lotto)',
    profile: 'LIFF ID หน้าโปรไฟล์ (/liff/profile)',
  },
  inEffect: (value: string) => (value ? `ใช้อยู่: ${value}` : 'ใช้อยู่: ยังไม่มี (ใช้ LIFF จำลอง)'),
  liffIdFormat: 'LIFF ID ต้องเป็นรูปแบบ 1234567890-AbcdEfgh',
  channelIdFormat: 'Channel ID ต้องเป็นตัวเลข 10 หลัก',
  save: 'บันทึก',
  saved: 'บันทึกการตั้งค่า LINE แล้ว',
} as const;
