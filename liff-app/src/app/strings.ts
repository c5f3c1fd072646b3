/** Every Thai text of the LIFF shell (screens bring their own). */
export const liffStrings = {
  loggingIn: 'กำลังเข้าสู่ระบบด้วย LINE…',
  loginFailedTitle: 'เข้าสู่ระบบด้วย LINE ไม่สำเร็จ',
  noIdToken: 'ไม่ได้รับข้อมูลยืนยันตัวตนจาก LINE กรุณาลองใหม่',
  loginRefused: 'ระบบไม่สามารถเข้าสู่ระบบด้วยบัญชี LINE นี้ได้ในขณะนี้ กรุณาลองใหม่ภายหลัง',
  registerIntro: 'บัญชี LINE นี้ยังไม่ได้ผูกกับสมาชิก สมัครสมาชิกเพื่อใช้งานต่อ',
  openingSite: 'กำลังเปิดหน้าเว็บไซต์…',
  backHome: 'กลับหน้าหลัก',
  loading: 'กำลังโหลด…',
} as const;
