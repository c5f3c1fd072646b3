type Entry = { code: number; status: number; message: string };

/** LINE broadcasts (6340-6359), spread into the one catalogue by errors.ts. */
export const broadcastErrors = {
  BROADCAST_NOT_FOUND: { code: 6340, status: 200, message: 'ไม่พบบรอดแคสต์นี้' },
  BROADCAST_EMPTY: {
    code: 6341,
    status: 200,
    message: 'กรุณาใส่ข้อความ รูปภาพ หรือการ์ดอย่างน้อยหนึ่งอย่างก่อนบันทึกบรอดแคสต์',
  },
  BROADCAST_IMAGE_URL_INVALID: {
    code: 6342,
    status: 200,
    message: 'ลิงก์รูปภาพต้องขึ้นต้นด้วย https:// และเป็นไฟล์ JPEG หรือ PNG ที่เปิดได้จากอินเทอร์เน็ต',
  },
  BROADCAST_SCREEN_INVALID: {
    code: 6343,
    status: 200,
    message: 'หน้าปลายทางของปุ่มไม่ถูกต้อง กรุณาเลือกหน้าและกรอกข้อมูลให้ครบ',
  },
  BROADCAST_LIFF_MISSING: {
    code: 6344,
    status: 200,
    message: 'ยังไม่ได้ตั้งค่า LIFF ID ของแอปหลัก จึงสร้างลิงก์ในการ์ดไม่ได้ กรุณาตั้งค่าในหน้าตั้งค่า LINE',
  },
  BROADCAST_NOT_DRAFT: {
    code: 6345,
    status: 200,
    message: 'บรอดแคสต์นี้ส่งหรือตั้งเวลาไปแล้ว แก้ไขหรือส่งซ้ำไม่ได้',
  },
  BROADCAST_NOT_CANCELLABLE: {
    code: 6346,
    status: 200,
    message: 'ยกเลิกได้เฉพาะบรอดแคสต์ที่ยังไม่ได้ส่ง (ร่างหรือตั้งเวลาไว้)',
  },
  BROADCAST_SCHEDULE_INVALID: {
    code: 6347,
    status: 200,
    message: 'เวลาส่งต้องเป็นเวลาในอนาคต และไม่เกิน 30 วันนับจากนี้',
  },
  BROADCAST_AUDIENCE_EMPTY: {
    code: 6348,
    status: 200,
    message: 'ไม่มีสมาชิกในกลุ่มเป้าหมายนี้ที่รับข้อความทาง LINE ได้ จึงไม่ได้ส่ง',
  },
  BROADCAST_QUOTA_EXCEEDED: {
    code: 6349,
    status: 200,
    message: 'โควตาข้อความของเดือนนี้เหลือไม่พอสำหรับผู้รับทั้งหมด จึงไม่ได้ส่ง กรุณาเลือกกลุ่มที่เล็กลงหรือเพิ่มโควตา',
  },
  BROADCAST_QUOTA_UNAVAILABLE: {
    code: 6350,
    status: 200,
    message: 'อ่านโควตาข้อความจาก LINE ไม่สำเร็จ จึงยังไม่ได้ส่ง กรุณาลองใหม่อีกครั้ง',
  },
  BROADCAST_STAFF_LINE_MISSING: {
    code: 6351,
    status: 200,
    message: 'ยังไม่ได้บันทึก LINE user ID ของคุณ กรุณากรอกในช่อง "LINE ของฉัน" ก่อนส่งทดสอบ',
  },
  BROADCAST_STAFF_LINE_INVALID: {
    code: 6352,
    status: 200,
    message: 'LINE user ID ต้องขึ้นต้นด้วย U ตามด้วยตัวอักษร 0-9 a-f 32 ตัว (ดูได้จาก LINE Developers)',
  },
  BROADCAST_PROMOTION_UNKNOWN: {
    code: 6353,
    status: 200,
    message: 'ไม่พบโปรโมชั่นที่เลือกเป็นกลุ่มเป้าหมาย',
  },
  BROADCAST_CAMPAIGN_UNKNOWN: { code: 6354, status: 200, message: 'ลิงก์นี้ไม่ได้มาจากบรอดแคสต์ของเว็บนี้' },
} satisfies Record<string, Entry>;
