type Entry = { code: number; status: number; message: string };

/** Refusals of quests (8200-8299), spread into the one catalogue by errors.ts. */
export const questErrors = {
  QUEST_NOT_FOUND: { code: 8201, status: 200, message: 'ไม่พบภารกิจนี้ หรือภารกิจนี้ปิดแล้ว' },
  QUEST_NOT_COMPLETE: {
    code: 8202,
    status: 200,
    message: 'ภารกิจนี้ยังไม่สำเร็จ กรุณาทำภารกิจให้ครบก่อนรับรางวัล',
  },
  QUEST_ALREADY_CLAIMED: { code: 8203, status: 200, message: 'คุณรับรางวัลภารกิจนี้ในรอบนี้แล้ว' },
  QUEST_INVALID: {
    code: 8204,
    status: 200,
    message: 'ตั้งค่าภารกิจไม่ถูกต้อง กรุณาตรวจสอบเงื่อนไข เป้าหมาย และรางวัล',
  },
} as const satisfies Record<string, Entry>;
