import type { SmsStatus } from '@contract/admin/sms';

/** Every Thai text of the console's SMS page (issue 29). */
export const smsStrings = {
  title: 'ข้อความ SMS',
  intro:
    'ข้อความ SMS ที่ส่งผ่านผู้ให้บริการ (เช่น รหัส OTP ตั้งรหัสผ่านใหม่) สถานะการส่งถึง จำนวนข้อความย่อย และค่าใช้จ่าย ตามวันเวลาประเทศไทย เบอร์โทรแสดงแบบปิดบางส่วน และไม่แสดงเนื้อความ',
  range: 'ช่วงวันที่',
  perDay: 'สรุปรายวัน',
  messagesTitle: 'รายการข้อความ',
  empty: 'ไม่มีข้อความในช่วงวันที่นี้',
  day: 'วันที่',
  count: 'จำนวนข้อความ',
  delivered: 'ส่งถึงแล้ว',
  failed: 'ส่งไม่สำเร็จ',
  segments: 'ข้อความย่อย',
  cost: 'ค่าใช้จ่าย',
  total: 'รวม',
  time: 'เวลา',
  phone: 'เบอร์โทร',
  purpose: 'ประเภท',
  status: 'สถานะ',
  detail: 'รายละเอียด',
  credits: 'เครดิต',
  settingsTitle: 'การตั้งค่า SMS',
  registerOtp: 'ยืนยันเบอร์โทรศัพท์ด้วยรหัส OTP ทาง SMS ก่อนสมัครสมาชิก',
  registerOtpHint:
    'เมื่อเปิด ผู้สมัครทั้งบนเว็บและใน LINE ต้องกดขอรหัส OTP และกรอกรหัสที่ได้รับก่อนสมัคร (จำกัดจำนวนครั้งต่อเบอร์และต่อเครือข่าย)',
  noGateway: 'เซิร์ฟเวอร์ยังไม่ได้ตั้งค่าผู้ให้บริการ SMS รหัส OTP จะไม่ถึงโทรศัพท์ของผู้สมัคร และจะสมัครสมาชิกไม่ได้จนกว่าจะตั้งค่า',
  saved: 'บันทึกการตั้งค่าแล้ว',
  purposes: {
    reset_password: 'ตั้งรหัสผ่านใหม่',
    register: 'สมัครสมาชิก',
  } as Record<string, string>,
  statuses: {
    queued: 'รอส่ง',
    sent: 'ส่งแล้ว รอผล',
    delivered: 'ส่งถึงแล้ว',
    undelivered: 'ส่งไม่ถึง',
    expired: 'หมดอายุ',
    rejected: 'ถูกปฏิเสธ',
    failed: 'ส่งไม่สำเร็จ',
  } satisfies Record<SmsStatus, string>,
} as const;
