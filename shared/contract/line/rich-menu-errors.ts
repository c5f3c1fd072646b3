type Entry = { code: number; status: number; message: string };

/** The LINE rich menus (6320-6339, issue 29), spread into the one catalogue by errors.ts. */
export const richMenuErrors = {
  RICH_MENU_INVALID: {
    code: 6320,
    status: 200,
    message: 'ข้อมูลริชเมนูไม่ถูกต้อง กรุณาตรวจสอบชื่อ ข้อความบนแถบเมนู (ไม่เกิน 14 ตัวอักษร) และการกระทำของทุกช่อง',
  },
  RICH_MENU_IMAGE_TYPE: {
    code: 6321,
    status: 200,
    message: 'รูปริชเมนูต้องเป็นไฟล์ JPEG หรือ PNG เท่านั้น',
  },
  RICH_MENU_IMAGE_TOO_LARGE: {
    code: 6322,
    status: 200,
    message: 'รูปริชเมนูต้องมีขนาดไฟล์ไม่เกิน 1 MB',
  },
  RICH_MENU_IMAGE_WIDTH: {
    code: 6323,
    status: 200,
    message: 'รูปริชเมนูต้องกว้าง 800 ถึง 2500 พิกเซล',
  },
  RICH_MENU_IMAGE_HEIGHT: {
    code: 6324,
    status: 200,
    message: 'รูปริชเมนูต้องสูงอย่างน้อย 250 พิกเซล',
  },
  RICH_MENU_IMAGE_RATIO: {
    code: 6325,
    status: 200,
    message: 'สัดส่วนรูปริชเมนู (กว้างหารสูง) ต้องไม่น้อยกว่า 1.45',
  },
  RICH_MENU_IMAGE_SIZE_MISMATCH: {
    code: 6326,
    status: 200,
    message: 'ขนาดรูปต้องตรงกับขนาดของรูปแบบเมนูที่เลือก',
  },
  RICH_MENU_SCREEN_UNKNOWN: {
    code: 6327,
    status: 200,
    message: 'หน้า LIFF ที่เลือกไม่ถูกต้อง หรือกรอกข้อมูลของหน้านั้นไม่ครบ',
  },
  RICH_MENU_NO_DRAFT: {
    code: 6328,
    status: 200,
    message: 'ยังไม่มีริชเมนูนี้ กรุณาบันทึกริชเมนูก่อนเผยแพร่',
  },
  RICH_MENU_NO_IMAGE: {
    code: 6329,
    status: 200,
    message: 'กรุณาอัปโหลดรูปริชเมนูก่อนเผยแพร่',
  },
  RICH_MENU_BUSY: {
    code: 6330,
    status: 200,
    message: 'มีพนักงานกำลังเผยแพร่ริชเมนูนี้อยู่ กรุณารอสักครู่แล้วดูสถานะอีกครั้ง',
  },
  RICH_MENU_LINE_FAILED: {
    code: 6331,
    status: 200,
    message: 'LINE ตอบกลับไม่สำเร็จ ระบบบันทึกขั้นตอนที่ทำไปแล้ว กดเผยแพร่อีกครั้งเพื่อทำต่อให้เสร็จ',
  },
  RICH_MENU_NO_PREVIOUS: {
    code: 6332,
    status: 200,
    message: 'ไม่มีริชเมนูที่เคยเผยแพร่ก่อนหน้าให้ย้อนกลับ',
  },
  RICH_MENU_LIFF_MISSING: {
    code: 6333,
    status: 200,
    message: 'ยังไม่ได้ตั้งค่า LIFF ID ของหน้าที่เลือก กรุณาตั้งค่าในหน้าสร้างลิงก์ LINE ก่อนเผยแพร่',
  },
} satisfies Record<string, Entry>;
