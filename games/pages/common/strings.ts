/**
 * The words of the frame every game page shares, in Thai. A technical term of the fairness panel keeps its
 * English name in brackets after the Thai one, as the verify page and the fortune wheel name it.
 */
export const shellText = {
  sound: 'เสียง',
  fairness: 'ความยุติธรรม',
  demo: 'ทดลองเล่น',
  fairTitle: 'ตรวจสอบผลได้ทุกรอบ (provably fair)',
  serverSeedHash: 'ค่าแฮช SHA-256 ของค่าสุ่มของระบบ (server seed) ที่ใช้อยู่ เปิดเผยก่อนเล่น:',
  nextNonce: (nonce: number) => `ลำดับรอบถัดไป (nonce): ${nonce}`,
  clientSeed: 'ค่าสุ่มของคุณ (client seed)',
  saveClientSeed: 'บันทึกค่าสุ่มของคุณ',
  clientSeedSaved: 'บันทึกค่าสุ่มของคุณแล้ว',
  rotate: 'เปลี่ยนค่าสุ่มของระบบ (เปิดเผยค่าเดิม)',
  revealedTitle: 'ค่าสุ่มของระบบชุดเดิมที่เปิดเผยแล้ว:',
  revealedUse: (clientSeed: string, plays: number) =>
    `ค่าสุ่มของคุณ: ${clientSeed} ใช้ไปแล้ว ${plays} รอบ (ลำดับรอบ 0-${Math.max(0, plays - 1)})`,
  verifyLink: 'ไปหน้าตรวจสอบผลย้อนหลัง',
} as const;

/** The history of the member's rounds of the game open (the header's "ประวัติ" button). */
export const historyText = {
  button: 'ประวัติ',
  title: 'ประวัติการเล่น',
  close: 'ปิดประวัติการเล่น',
  scope: 'รอบที่คุณเล่นเกมนี้ทั้งหมด รวมทุกครั้งที่เปิดเกม ล่าสุดอยู่บนสุด เวลาประเทศไทย',
  scopeDemo: 'รอบที่ทดลองเล่นเกมนี้ในครั้งนี้ ล่าสุดอยู่บนสุด เวลาประเทศไทย',
  loading: 'กำลังโหลดประวัติ...',
  empty: 'ยังไม่มีรอบที่เล่นในเกมนี้ เล่นสักรอบแล้วกลับมาดูผลและตรวจสอบได้ที่นี่',
  time: 'เวลา',
  stake: 'เดิมพัน',
  win: 'ได้รับ',
  verify: 'ตรวจสอบ',
  pending: 'รอผล',
  refused: 'ไม่รับเดิมพัน',
  refunded: 'คืนเงินเดิมพัน',
  older: 'ดูรายการก่อนหน้า',
} as const;
