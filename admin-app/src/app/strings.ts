/**
 * The console shell's Thai texts (header, guards); the side menu's labels are in the page table (pages.tsx), each
 * feature keeps its own strings module.
 */
export const appStrings = {
  title: 'หลังบ้าน สยามเดโม่',
  logout: 'ออกจากระบบ',
  openMenu: 'เปิดเมนู',
  changePassword: 'เปลี่ยนรหัสผ่าน',
  forbiddenTitle: 'ไม่มีสิทธิ์เข้าหน้านี้',
  forbiddenText: 'ตำแหน่งของคุณไม่มีสิทธิ์เปิดหน้านี้ หากต้องใช้งานกรุณาติดต่อเจ้าของระบบ',
  notFoundTitle: 'ไม่พบหน้าที่ต้องการ',
  backHome: 'กลับหน้าแรก',
  loadFailed: 'โหลดข้อมูลไม่สำเร็จ',
  retry: 'ลองใหม่',
  welcome: (name: string) => `สวัสดี ${name}`,
  homeIntro: 'เลือกเมนูด้านซ้ายเพื่อเริ่มทำงาน เมนูที่แสดงคือหน้าที่ตำแหน่งของคุณเปิดได้',
  role: 'ตำแหน่ง',
  permissions: 'สิทธิ์ของคุณ',
} as const;
