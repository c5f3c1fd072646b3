import type { LimitKey, SelfExclusionDuration, TimeOutDuration } from '@contract/protection/protection';
import { formatBaht, formatNumber, formatThaiDateTime } from '@lib/format';

const at = (iso: string) => `${formatThaiDateTime(iso)} น.`;
const baht = (amount: number) => `${formatBaht(amount)} บาท`;
const minutes = (n: number) => `${formatNumber(n)} นาที`;

/** Every Thai text of the safety screen, the page on playing safely and the reality-check reminder. */
export const safetyText = {
  title: 'ควบคุมการเล่น',
  intro: 'ตั้งวงเงินและเวลาเล่นให้เหมาะกับคุณ การลดวงเงินมีผลทันที การเพิ่มหรือยกเลิกวงเงินมีผลหลัง 24 ชั่วโมง',
  loadFailed: 'โหลดข้อมูลการควบคุมการเล่นไม่สำเร็จ',
  saved: 'บันทึกแล้ว',
  blockedTitle: 'ตอนนี้ยังเล่นหรือฝากเงินไม่ได้',
  blockedUntil: (iso: string) => `จนถึง ${at(iso)}`,

  // Limits
  depositTitle: 'วงเงินฝาก',
  depositHint: 'ยอดฝากรวมในแต่ละช่วงเวลาจะไม่เกินวงเงินนี้',
  lossTitle: 'วงเงินเสีย',
  lossHint: 'ยอดเสีย (เดิมพันลบเงินรางวัล) ในแต่ละช่วงเวลาจะไม่เกินวงเงินนี้ เมื่อครบแล้วจะเดิมพันต่อไม่ได้',
  sessionTitle: 'เวลาเล่นต่อรอบ',
  sessionHint: 'นับจากเวลาที่เข้าสู่ระบบ เมื่อครบเวลาจะเล่นต่อไม่ได้ ต้องพักแล้วเข้าสู่ระบบใหม่ (5 ถึง 1,440 นาที)',
  limitName: {
    deposit_day: 'ต่อวัน',
    deposit_week: 'ต่อสัปดาห์',
    deposit_month: 'ต่อเดือน',
    loss_day: 'ต่อวัน',
    loss_week: 'ต่อสัปดาห์',
    loss_month: 'ต่อเดือน',
    session: 'เวลาเล่นต่อรอบ',
  } satisfies Record<LimitKey, string>,
  fullName: {
    deposit_day: 'วงเงินฝากรายวัน',
    deposit_week: 'วงเงินฝากรายสัปดาห์',
    deposit_month: 'วงเงินฝากรายเดือน',
    loss_day: 'วงเงินเสียรายวัน',
    loss_week: 'วงเงินเสียรายสัปดาห์',
    loss_month: 'วงเงินเสียรายเดือน',
    session: 'เวลาเล่นต่อรอบ',
  } satisfies Record<LimitKey, string>,
  noLimit: 'ไม่จำกัด',
  amount: (key: LimitKey, value: number) => (key === 'session' ? minutes(value) : baht(value)),
  used: (key: LimitKey, used: number, value: number | null) =>
    key === 'session'
      ? `เล่นรอบนี้แล้ว ${minutes(used)}${value ? ` จาก ${minutes(value)}` : ''}`
      : `ใช้ไปแล้ว ${baht(used)}${value ? ` จาก ${baht(value)}` : ''}`,
  resetsAt: (iso: string) => `เริ่มนับใหม่ ${at(iso)}`,
  pending: (key: LimitKey, value: number | null, effectiveAt: string) =>
    value === null
      ? `รอยกเลิกวงเงิน มีผล ${at(effectiveAt)}`
      : `รอเปลี่ยนเป็น ${safetyText.amount(key, value)} มีผล ${at(effectiveAt)}`,
  cancelPending: 'ยกเลิกการเปลี่ยน',
  pendingCancelled: 'ยกเลิกการเปลี่ยนแล้ว วงเงินเดิมยังมีผล',
  change: 'ตั้ง / เปลี่ยน',
  newValue: (key: LimitKey) => (key === 'session' ? 'เวลาใหม่ (นาที)' : 'วงเงินใหม่ (บาท)'),
  placeholder: (key: LimitKey) => (key === 'session' ? 'เช่น 120' : 'เช่น 500'),
  save: 'บันทึก',
  remove: 'ยกเลิกวงเงิน',
  cancel: 'ยกเลิก',
  invalidValue: 'ใส่เป็นจำนวนเต็มมากกว่า 0',
  ruleTighter: 'ลดวงเงินหรือตั้งวงเงินใหม่: มีผลทันที',
  ruleLooser: 'เพิ่มวงเงินหรือยกเลิกวงเงิน: มีผลหลัง 24 ชั่วโมง ยกเลิกการเปลี่ยนได้ระหว่างรอ',
  appliedNow: 'วงเงินใหม่มีผลแล้ว',
  appliesLater: (iso: string) => `บันทึกแล้ว จะมีผล ${at(iso)}`,

  // Reality check
  realityTitle: 'เตือนเวลาเล่น',
  realityHint: 'ระหว่างเล่นเกม ระบบจะแจ้งเวลาที่เล่นและยอดได้เสียตั้งแต่เข้าสู่ระบบ ทุกช่วงเวลาที่เลือก',
  realityOff: 'ปิด',
  realityMinutes: (n: number) => `${n} นาที`,
  realityNext: (iso: string) => `เตือนครั้งถัดไปประมาณ ${at(iso)}`,

  // Time-out and self-exclusion
  timeOutTitle: 'พักการเล่น',
  timeOutHint: 'หยุดเล่นและฝากเงินชั่วคราว มีผลทันที ถอนเงินได้ตามปกติ',
  timeOut: {
    '24h': '24 ชั่วโมง',
    '7d': '7 วัน',
    '30d': '30 วัน',
    '6w': '6 สัปดาห์',
  } satisfies Record<TimeOutDuration, string>,
  selfExclusionTitle: 'ระงับการเล่นด้วยตนเอง',
  selfExclusionHint:
    'หยุดเล่นและฝากเงินเป็นเวลานาน มีผลทันที ระหว่างนี้จะไม่ได้รับโปรโมชั่น โบนัส หรือข้อความการตลาด ถอนเงินได้ตามปกติ',
  selfExclusion: {
    '6m': '6 เดือน',
    '1y': '1 ปี',
    '5y': '5 ปี',
  } satisfies Record<SelfExclusionDuration, string>,
  excludedNow: (kind: 'timeout' | 'self_exclusion', until: string) =>
    kind === 'timeout' ? `คุณพักการเล่นอยู่ถึง ${at(until)}` : `คุณระงับการเล่นด้วยตนเองอยู่ถึง ${at(until)}`,
  onlyLonger: 'เลือกได้เฉพาะระยะเวลาที่ยาวกว่าเดิมเท่านั้น',
  nothingLonger: 'ไม่มีตัวเลือกที่ยาวกว่าช่วงที่มีอยู่',
  confirmTimeOutTitle: (label: string) => `พักการเล่น ${label}`,
  confirmSelfExclusionTitle: (label: string) => `ระงับการเล่นด้วยตนเอง ${label}`,
  confirmUntil: (iso: string) => `จะเล่นและฝากเงินไม่ได้จนถึงประมาณ ${at(iso)}`,
  confirmBody: 'มีผลทันทีที่ยืนยัน และไม่สามารถยกเลิกหรือย่นระยะเวลาได้ ทั้งโดยคุณเองและโดยทีมงาน ถอนเงินได้ตามปกติ',
  confirmMarketing: 'ระหว่างนี้จะไม่ได้รับโปรโมชั่น โบนัส แคมเปญ หรือข้อความการตลาดใดๆ',
  confirmCheck: 'ฉันเข้าใจว่ายกเลิกหรือย่นระยะเวลาไม่ได้',
  confirmOk: 'ยืนยัน มีผลทันที',
  timeOutDone: 'เริ่มพักการเล่นแล้ว',
  selfExclusionDone: 'ระงับการเล่นแล้ว',
  helpLink: 'อ่านเรื่องการเล่นอย่างปลอดภัย',

  // The reality-check reminder during play
  reminderTitle: 'เตือนเวลาเล่น',
  reminderPlayed: 'เล่นมาแล้วในรอบนี้',
  reminderPlayedValue: (n: number) => `${formatNumber(n)} นาที`,
  reminderNet: 'ผลได้เสียตั้งแต่เข้าสู่ระบบ',
  reminderNetValue: (net: number) =>
    net > 0 ? `ได้ +${baht(net)}` : net < 0 ? `เสีย −${baht(-net)}` : `เท่าทุน ${baht(0)}`,
  reminderAsk: 'ต้องการเล่นต่อหรือพักก่อน?',
  reminderContinue: 'เล่นต่อ',
  reminderStop: 'หยุดเล่น',

  // The page on playing safely
  helpTitle: 'เล่นอย่างปลอดภัย',
  ageNote: 'สำหรับผู้ที่มีอายุ 20 ปีบริบูรณ์ขึ้นไปเท่านั้น',
  rtpTitle: 'เกมจ่ายคืนอย่างไร',
  rtp: [
    'ทุกเกมมีอัตราจ่ายคืน (RTP) เช่น 96% หมายความว่าเมื่อเล่นไปนานๆ เกมจะจ่ายคืนโดยเฉลี่ยประมาณ 96 บาทจากทุก 100 บาทที่เดิมพัน ส่วนที่เหลือคือส่วนได้ของเว็บ',
    'ผลแต่ละตาเป็นการสุ่ม ไม่ขึ้นกับตาก่อนหน้า ไม่มีสูตรหรือจังหวะที่ทำให้ชนะแน่นอน ยิ่งเล่นนาน ยอดรวมยิ่งมีแนวโน้มเสีย',
    'ผลทุกตาของเกมของเว็บตรวจสอบย้อนหลังได้ ว่าไม่มีการแก้ไขผลหลังเดิมพัน',
  ],
  verifyLink: 'ไปหน้าตรวจสอบผลย้อนหลัง',
  signsTitle: 'สัญญาณที่ควรระวัง',
  signs: [
    'เล่นนานกว่าที่ตั้งใจไว้บ่อยๆ',
    'เล่นเพื่อเอาเงินที่เสียไปคืน',
    'ใช้เงินที่จำเป็น เช่น ค่าเช่า ค่าอาหาร หรือเงินที่ยืมมา',
    'ปิดบังคนใกล้ชิดเรื่องการเล่น',
    'รู้สึกเครียด หงุดหงิด หรือนอนไม่หลับเพราะการเล่น',
  ],
  toolsTitle: 'สิ่งที่คุณทำได้ที่นี่',
  tools: [
    'ตั้งวงเงินฝากและวงเงินเสีย รายวัน รายสัปดาห์ รายเดือน และเวลาเล่นต่อรอบ',
    'ตั้งการเตือนเวลาเล่นทุก 15, 30 หรือ 60 นาที',
    'พักการเล่น 24 ชั่วโมง ถึง 6 สัปดาห์',
    'ระงับการเล่นด้วยตนเอง 6 เดือน ถึง 5 ปี',
  ],
  toolsLink: 'ไปตั้งค่าควบคุมการเล่น',
  contactTitle: 'ขอความช่วยเหลือ',
  contactPhone: 'โทร',
  contactLine: 'LINE',
  contactUrl: 'เว็บไซต์',
  contactNone: 'ติดต่อทีมงานได้ทางช่องทางติดต่อของเว็บ',
  contactFailed: 'โหลดช่องทางติดต่อไม่สำเร็จ',
};
