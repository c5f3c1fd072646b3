type Entry = { code: number; status: number; message: string };

/** The LINE messages a member receives (6360-6379), spread into the one catalogue by errors.ts. */
export const lineMessageErrors = {
  LINE_MESSAGES_NOT_LINKED: {
    code: 6360,
    status: 200,
    message: 'บัญชีนี้ยังไม่ได้เชื่อมต่อ LINE กรุณาเชื่อมต่อ LINE ในหน้าข้อมูลส่วนตัวก่อนตั้งค่าการแจ้งเตือน',
  },
} satisfies Record<string, Entry>;
