/** Free bets in a Hub88 game as a reward (4480-4499, issue 30), spread into the one catalogue by errors.ts. */
export const hub88FreebetErrors = {
  HUB88_FREEBET_GAME_INVALID: {
    code: 4480,
    status: 200,
    message: 'เกมที่เลือกให้ฟรีเบทไม่ใช่เกมของ Hub88 ที่เปิดให้เล่นและรับฟรีเบทได้ กรุณาเลือกเกมอื่น',
  },
  HUB88_FREEBET_INVALID: {
    code: 4481,
    status: 200,
    message: 'ฟรีเบทต้องมีจำนวน 1-1,000 ครั้ง มูลค่าต่อครั้งมากกว่า 0 บาท และใช้ได้ 1-90 วัน',
  },
  HUB88_FREEBET_NOT_RETRYABLE: {
    code: 4482,
    status: 200,
    message: 'ส่งฟรีเบทนี้ใหม่ไม่ได้: ไม่ได้อยู่ในสถานะส่งไม่สำเร็จ หรือหมดอายุแล้ว กรุณาโหลดหน้าใหม่',
  },
  HUB88_FREEBET_STUDIO_DISABLED: {
    code: 4483,
    status: 200,
    message: 'ค่ายเกมของเกมที่ให้ฟรีเบทถูกปิดอยู่ จึงให้ฟรีเบทนี้ไม่ได้ กรุณาเลือกเกมของค่ายที่เปิดอยู่',
  },
} as const;
