type Entry = { code: number; status: number; message: string };

/**
 * LINE Official Account (6300-6319; 632x rich menus, 634x broadcasts, 636x member messages), spread into the one
 * catalogue by errors.ts.
 */
export const lineErrors = {
  // Answers to LINE's webhook calls (a machine caller): 401 so LINE's console shows the failure.
  LINE_SIGNATURE_INVALID: { code: 6301, status: 401, message: 'ลายเซ็น X-Line-Signature ไม่ถูกต้อง' },
  LINE_NOT_CONFIGURED: {
    code: 6302,
    status: 200,
    message:
      'ยังไม่ได้ตั้งค่า LINE Official Account กรุณากรอก Channel secret และ Channel access token ในหน้าตั้งค่า LINE',
  },
  LINE_API_FAILED: {
    code: 6303,
    status: 200,
    message: 'เชื่อมต่อ LINE ไม่สำเร็จ กรุณาตรวจสอบ Channel access token แล้วลองใหม่',
  },
  LINE_OUTBOX_NOT_FOUND: { code: 6304, status: 200, message: 'ไม่พบรายการในคิวส่งข้อความนี้' },
  LINE_OUTBOX_NOT_FAILED: {
    code: 6305,
    status: 200,
    message: 'ส่งซ้ำได้เฉพาะรายการที่ส่งไม่สำเร็จ รายการนี้ส่งแล้วหรือกำลังรอส่ง',
  },
} satisfies Record<string, Entry>;
