/**
 * The fields of a verification request (`POST /games/api/verify`) and, per field, what a member is told to type
 * when it is empty or wrong. One list for both sides: the verify page checks with it before sending anything,
 * and the API's schema answers a bad request with the same Thai words. Pure: the page bundles it.
 */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
export const CLIENT_SEED_MAX = 64;
const VERIFY_BET_MAX = 100_000;

export const verifyFieldText = {
  game: 'เลือกเกมที่ต้องการตรวจสอบจากรายการ',
  server_seed:
    'วางค่าสุ่มของระบบ (server seed) ที่เปิดเผยแล้ว: ตัวเลข 0-9 และตัวอักษร a-f รวม 64 ตัว (ดูได้จากปุ่ม 🔒 ในเกม หลังกดเปลี่ยนค่าสุ่มของระบบ)',
  client_seed: `พิมพ์ค่าสุ่มของคุณ (client seed) 1-${CLIENT_SEED_MAX} ตัวอักษร ตามที่แสดงในเกมตอนเล่นรอบนั้น`,
  nonce: 'พิมพ์ลำดับรอบ (nonce) เป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป เช่น 0 คือรอบแรกของค่าสุ่มชุดนั้น',
  bet: `พิมพ์เดิมพันรวมของรอบนั้นเป็นบาท มากกว่า 0 ไม่เกิน ${VERIFY_BET_MAX.toLocaleString('en-US')} เช่น 10`,
  fish: 'เลือกปลาที่ยิงในรอบนั้นจากรายการ',
} as const;

export type VerifyField = keyof typeof verifyFieldText;

/** Baht with at most two decimals, above 0 and within the limit. */
export const isVerifyBet = (value: number) =>
  Number.isFinite(value) &&
  value > 0 &&
  value <= VERIFY_BET_MAX &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
