import { affiliateErrors } from './affiliate/errors';
import { pollErrors } from './poll/errors';
import { protectionErrors } from './protection/errors';
import { cashbackErrors } from './rewards/cashback-errors';
import { rewardErrors } from './rewards/errors';
import { marketingErrors } from './rewards/marketing-errors';
import { pointsErrors } from './rewards/points-errors';
import { promotionErrors } from './rewards/promotion-errors';
import { questErrors } from './rewards/quest-errors';
import { wheelErrors } from './rewards/wheel-errors';

/**
 * The error catalogue: one stable numeric code per situation, the Thai message a member can act on, and the
 * HTTP status. Business refusals are 200 (the client sends members home on 400, see SPEC §8).
 * Ranges: 1xxx request and agent, 2xxx account, 3xxx ledger, 4xxx games, 5xxx payments, 6xxx back office,
 * 7xxx lotto, 8xxx rewards (one file per feature under rewards/; 87xx affiliate/, 88xx poll/, 89xx protection/), 9xxx server.
 */
export const errorCatalogue = {
  // 1xxx: request, agent
  BAD_REQUEST: { code: 1000, status: 400, message: 'ข้อมูลที่ส่งมาไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง' },
  INVALID_INPUT: { code: 1001, status: 200, message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่' },
  AGENT_NOT_FOUND: { code: 1002, status: 200, message: 'ไม่พบข้อมูลเว็บไซต์ตัวแทนนี้ กรุณาตรวจสอบลิงก์อีกครั้ง' },
  NOT_FOUND: { code: 1004, status: 404, message: 'ไม่พบหน้าที่ต้องการ' },
  RATE_LIMITED: { code: 1029, status: 429, message: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' },
  UNAUTHORIZED: { code: 1401, status: 401, message: 'เซสซั่นหมดอายุ กรุณาเข้าสู่ระบบใหม่' },
  FORBIDDEN: { code: 1403, status: 403, message: 'คุณไม่มีสิทธิ์ทำรายการนี้' },

  // 2xxx: account (registration, login, password)
  PHONE_INVALID: { code: 2001, status: 200, message: 'เบอร์โทรศัพท์ไม่ถูกต้อง กรุณากรอกเบอร์มือถือ 10 หลัก' },
  PHONE_TAKEN: { code: 2002, status: 200, message: 'เบอร์โทรศัพท์นี้ถูกใช้สมัครแล้ว กรุณาเข้าสู่ระบบหรือกดลืมรหัสผ่าน' },
  BANK_ACCOUNT_TAKEN: { code: 2003, status: 200, message: 'เลขบัญชีนี้ถูกใช้สมัครแล้ว กรุณาติดต่อแอดมิน' },
  BANK_ACCOUNT_INVALID: { code: 2004, status: 200, message: 'เลขบัญชีธนาคารไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง' },
  BANK_UNKNOWN: { code: 2005, status: 200, message: 'ไม่พบธนาคารที่เลือก กรุณาเลือกธนาคารใหม่' },
  PASSWORD_WEAK: { code: 2006, status: 200, message: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข' },
  NAME_INVALID: { code: 2007, status: 200, message: 'กรุณากรอกชื่อ-นามสกุลให้ถูกต้อง' },
  AGE_NOT_CONFIRMED: { code: 2008, status: 200, message: 'ต้องยืนยันว่าคุณมีอายุ 20 ปีขึ้นไปจึงจะสมัครสมาชิกได้' },
  REFERRAL_INVALID: { code: 2009, status: 200, message: 'ไม่พบรหัสแนะนำเพื่อนนี้ กรุณาตรวจสอบอีกครั้ง' },
  LOGIN_FAILED: { code: 2010, status: 200, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' },
  LOGIN_LOCKED: { code: 2011, status: 200, message: 'เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณารอ 15 นาทีแล้วลองใหม่' },
  PASSWORD_WRONG: { code: 2012, status: 200, message: 'รหัสผ่านเดิมไม่ถูกต้อง' },
  PASSWORD_SAME: { code: 2013, status: 200, message: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม' },
  OTP_INVALID: { code: 2014, status: 200, message: 'รหัส OTP ไม่ถูกต้องหรือหมดอายุ กรุณาขอรหัสใหม่' },
  OTP_TOO_SOON: { code: 2015, status: 200, message: 'ขอรหัส OTP บ่อยเกินไป กรุณารอ 60 วินาทีแล้วลองใหม่' },
  ACCOUNT_NOT_FOUND: { code: 2016, status: 200, message: 'ไม่พบบัญชีสมาชิกของเบอร์โทรศัพท์นี้' },
  ACCOUNT_DISABLED: { code: 2017, status: 200, message: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อแอดมิน' },
  LINE_TOKEN_INVALID: {
    code: 2020,
    status: 200,
    message: 'ยืนยันตัวตนกับ LINE ไม่สำเร็จ กรุณาเปิดลิงก์จาก LINE ใหม่อีกครั้ง',
  },
  LINE_NOT_LINKED: { code: 2021, status: 200, message: 'บัญชี LINE นี้ยังไม่ได้สมัครสมาชิก กรุณาสมัครสมาชิกก่อน' },
  LINE_ALREADY_LINKED: { code: 2022, status: 200, message: 'บัญชี LINE นี้ผูกกับสมาชิกคนอื่นแล้ว' },
  LINE_MEMBER_HAS_OTHER: {
    code: 2040,
    status: 200,
    message: 'บัญชีสมาชิกนี้เชื่อมต่อกับ LINE อื่นอยู่แล้ว กรุณายกเลิกการเชื่อมต่อเดิมในหน้าข้อมูลส่วนตัวก่อน',
  },
  LINE_UNAVAILABLE: {
    code: 2023,
    status: 200,
    message: 'ตรวจสอบบัญชี LINE ไม่ได้ชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  },
  OTP_DAILY_LIMIT: {
    code: 2030,
    status: 200,
    message: 'ขอรหัส OTP สำหรับเบอร์นี้ครบจำนวนของวันนี้แล้ว กรุณาลองใหม่พรุ่งนี้หรือติดต่อแอดมิน',
  },

  // 3xxx: ledger
  INSUFFICIENT_FUNDS: { code: 3001, status: 200, message: 'ยอดเงินไม่เพียงพอ' },
  IDEMPOTENCY_CONFLICT: {
    code: 3002,
    status: 200,
    message: 'รายการนี้ถูกส่งมาแล้วด้วยข้อมูลที่ต่างกัน กรุณาเริ่มรายการใหม่',
  },
  WALLET_NOT_FOUND: { code: 3003, status: 200, message: 'ไม่พบกระเป๋าเงินนี้' },
  HOLD_NOT_PENDING: { code: 3004, status: 200, message: 'รายการนี้ถูกดำเนินการไปแล้ว' },
  INSUFFICIENT_POINTS: { code: 3005, status: 200, message: 'พอยท์ไม่เพียงพอ' },
  AMOUNT_INVALID: {
    code: 3006,
    status: 200,
    message: 'จำนวนเงินไม่ถูกต้อง กรุณากรอกจำนวนเงินที่มีทศนิยมไม่เกิน 2 ตำแหน่ง',
  },
  HOLD_NOT_FOUND: { code: 3007, status: 200, message: 'ไม่พบรายการที่รอดำเนินการนี้' },

  // 4xxx: games (filled by the games work)
  GAME_NOT_FOUND: { code: 4001, status: 200, message: 'ไม่พบเกมนี้ หรือเกมปิดปรับปรุงชั่วคราว' },
  WALLET_NOT_PLAYABLE: { code: 4002, status: 200, message: 'กระเป๋าเงินนี้ใช้เล่นเกมนี้ไม่ได้ กรุณาเลือกกระเป๋าอื่น' },
  PROVIDER_UNAVAILABLE: { code: 4003, status: 200, message: 'ค่ายเกมขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' },
  LOBBY_NOT_FOUND: { code: 4004, status: 200, message: 'ไม่พบล็อบบี้เกมนี้' },
  SOOTH_TABLE_NOT_FOUND: { code: 4005, status: 200, message: 'ไม่พบโต๊ะบาคาร่านี้ หรือโต๊ะปิดชั่วคราว' },
  // 41xx: the seamless-wallet protocol (answers to game providers, see shared/contract/seamless.ts)
  SEAMLESS_BAD_SIGNATURE: { code: 4101, status: 401, message: 'ลายเซ็นของคำขอไม่ถูกต้อง' },
  SEAMLESS_TOKEN_INVALID: { code: 4102, status: 200, message: 'ไม่พบเซสชันเกมนี้' },
  SEAMLESS_TOKEN_EXPIRED: { code: 4103, status: 200, message: 'เซสชันเกมหมดอายุ กรุณาเข้าเกมใหม่' },
  SEAMLESS_INSUFFICIENT_FUNDS: { code: 4104, status: 200, message: 'ยอดเงินไม่เพียงพอ' },
  SEAMLESS_DUPLICATE_TRANSACTION: {
    code: 4105,
    status: 200,
    message: 'รหัสรายการนี้ถูกใช้แล้วกับข้อมูลที่ต่างกัน',
  },
  SEAMLESS_BET_NOT_FOUND: { code: 4106, status: 200, message: 'ไม่พบรายการเดิมพันของรอบนี้' },
  SEAMLESS_ROUND_SETTLED: { code: 4107, status: 200, message: 'รอบนี้จ่ายผลแล้ว ยกเลิกเดิมพันไม่ได้' },
  SEAMLESS_TRANSACTION_ROLLED_BACK: { code: 4108, status: 200, message: 'รายการนี้ถูกยกเลิกไปแล้ว' },
  SEAMLESS_STALE_TIMESTAMP: { code: 4109, status: 401, message: 'เวลาของคำขอไม่อยู่ในช่วงที่ยอมรับ' },
  SEAMLESS_PROVIDER_UNKNOWN: { code: 4110, status: 401, message: 'ไม่พบค่ายเกมนี้ หรือค่ายเกมถูกปิด' },
  SEAMLESS_WIN_ABOVE_MAX: {
    code: 4111,
    status: 200,
    message: 'ยอดจ่ายของรอบนี้เกินยอดชนะสูงสุดของเกม รายการถูกส่งให้ทีมงานตรวจสอบ',
  },
  SEAMLESS_GAME_MISMATCH: {
    code: 4112,
    status: 200,
    message: 'เซสชันนี้ใช้เล่นได้เฉพาะเกมที่เปิดไว้ กรุณาเข้าเกมใหม่',
  },
  // 42xx: the built-in game provider's own API (games/, answered to the game pages)
  GP_SESSION_INVALID: {
    code: 4201,
    status: 200,
    message: 'เซสชันเกมไม่ถูกต้องหรือหมดอายุ กรุณาปิดเกมแล้วเปิดใหม่จากหน้าเว็บ',
  },
  GP_BET_INVALID: { code: 4202, status: 200, message: 'จำนวนเดิมพันไม่ถูกต้อง กรุณาเลือกจำนวนใหม่' },
  GP_BETTING_CLOSED: { code: 4203, status: 200, message: 'ปิดรับเดิมพันรอบนี้แล้ว กรุณาเดิมพันรอบถัดไป' },
  GP_INSUFFICIENT_FUNDS: { code: 4204, status: 200, message: 'ยอดเงินไม่เพียงพอสำหรับเดิมพันนี้' },
  GP_ROUND_REFUNDED: {
    code: 4205,
    status: 200,
    message: 'ส่งผลรอบนี้ไม่สำเร็จ ระบบคืนเงินเดิมพันให้แล้ว กรุณาลองใหม่อีกครั้ง',
  },
  GP_WALLET_UNAVAILABLE: { code: 4206, status: 200, message: 'ระบบกระเป๋าเงินขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' },
  GP_SEED_INVALID: { code: 4207, status: 200, message: 'ข้อมูลเมล็ดสุ่ม (seed) ไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง' },
  GP_NOT_FOUND: { code: 4208, status: 200, message: 'ไม่พบโต๊ะ รอบ หรือคู่แข่งขันนี้' },

  // 5xxx: payments (filled by the payments work)
  PAYMENT_CHANNEL_NOT_FOUND: { code: 5001, status: 200, message: 'ไม่พบช่องทางการชำระเงินนี้ กรุณาเลือกช่องทางใหม่' },
  PAYMENT_AMOUNT_OUT_OF_RANGE: { code: 5002, status: 200, message: 'จำนวนเงินไม่อยู่ในช่วงที่กำหนด' },
  PAYMENT_PROVIDER_DOWN: {
    code: 5003,
    status: 200,
    message: 'ระบบชำระเงินขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  },
  PAYMENT_CHANNEL_UNAVAILABLE: {
    code: 5004,
    status: 200,
    message: 'ช่องทางนี้ปิดให้บริการชั่วคราว กรุณาเลือกช่องทางอื่น',
  },
  PAYMENT_ORDER_NOT_FOUND: { code: 5005, status: 200, message: 'ไม่พบรายการฝากเงินนี้ กรุณาทำรายการใหม่' },
  PAYMENT_ORDER_EXPIRED: { code: 5006, status: 200, message: 'รายการฝากเงินนี้หมดอายุแล้ว กรุณาทำรายการใหม่' },
  PAYMENT_ORDER_BUSY: {
    code: 5007,
    status: 200,
    message: 'มีรายการฝากที่ยอดเดียวกันรอชำระอยู่มาก กรุณาเปลี่ยนจำนวนเงินเล็กน้อยแล้วลองใหม่',
  },
  PAYMENT_TRANSFER_ORDERS_LIMIT: {
    code: 5008,
    status: 200,
    message: 'มีรายการฝากแบบโอนที่ยังไม่ได้ชำระ กรุณาโอนตามรายการเดิม หรือฝากผ่าน QR พร้อมเพย์',
  },
  // Answers to payment providers' notifications (machine callers, never members).
  PAYMENT_BAD_SIGNATURE: { code: 5010, status: 401, message: 'ลายเซ็นของการแจ้งเตือนไม่ถูกต้อง' },
  PAYMENT_STALE_TIMESTAMP: { code: 5011, status: 401, message: 'เวลาของการแจ้งเตือนไม่อยู่ในช่วงที่ยอมรับ' },
  PAYMENT_PROVIDER_UNKNOWN: { code: 5012, status: 401, message: 'ไม่พบผู้ให้บริการชำระเงินนี้' },
  PAYMENT_AMOUNT_MISMATCH: { code: 5013, status: 200, message: 'ยอดเงินที่แจ้งไม่ตรงกับรายการฝาก' },
  // Withdrawals and the member's withdrawal accounts.
  WITHDRAW_PENDING_EXISTS: {
    code: 5020,
    status: 200,
    message: 'มีรายการถอนที่รอดำเนินการอยู่ กรุณารอให้รายการเดิมเสร็จก่อน',
  },
  WITHDRAW_NOT_FOUND: { code: 5021, status: 200, message: 'ไม่พบรายการถอนนี้' },
  WITHDRAW_ALREADY_DECIDED: { code: 5022, status: 200, message: 'รายการถอนนี้ถูกดำเนินการไปแล้ว' },
  WITHDRAW_ACCOUNT_MISSING: { code: 5023, status: 200, message: 'ยังไม่ได้เพิ่มบัญชีสำรอง กรุณาเพิ่มบัญชีก่อนถอนเงิน' },
  SUB_BANK_LOCKED: {
    code: 5024,
    status: 200,
    message: 'มีรายการถอนรอดำเนินการไปยังบัญชีนี้ จึงยังเปลี่ยนบัญชีไม่ได้ กรุณารอให้รายการเสร็จก่อน',
  },
  SUB_BANK_SAME_AS_MAIN: { code: 5025, status: 200, message: 'บัญชีสำรองต้องไม่ซ้ำกับบัญชีหลัก' },
  SUB_BANK_PASSWORD_WRONG: { code: 5026, status: 200, message: 'รหัสผ่านไม่ถูกต้อง กรุณายืนยันด้วยรหัสผ่านเข้าสู่ระบบ' },
  // The sandbox provider's tester controls (testers, never members).
  SANDBOX_CONTROL_TOKEN_INVALID: {
    code: 5090,
    status: 401,
    message: 'ต้องใช้รหัสผู้ทดสอบของแซนด์บ็อกซ์ (พิมพ์ไว้ในบันทึกตอนเซิร์ฟเวอร์เริ่มทำงาน)',
  },

  // 6xxx: back office (staff login, two-factor, staff management, audit)
  STAFF_LOGIN_FAILED: { code: 6001, status: 200, message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' },
  STAFF_LOGIN_LOCKED: { code: 6002, status: 200, message: 'เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณารอ 15 นาทีแล้วลองใหม่' },
  STAFF_DISABLED: { code: 6003, status: 200, message: 'บัญชีพนักงานนี้ถูกระงับ กรุณาติดต่อเจ้าของระบบ' },
  STAFF_TICKET_INVALID: {
    code: 6004,
    status: 200,
    message: 'ขั้นตอนเข้าสู่ระบบหมดเวลาแล้ว กรุณากรอกชื่อผู้ใช้และรหัสผ่านใหม่',
  },
  STAFF_TOTP_INVALID: {
    code: 6005,
    status: 200,
    message: 'รหัสยืนยันตัวตน 6 หลักไม่ถูกต้องหรือถูกใช้ไปแล้ว กรุณารอรหัสใหม่ในแอปแล้วลองอีกครั้ง',
  },
  STAFF_PASSWORD_WEAK: {
    code: 6006,
    status: 200,
    message: 'รหัสผ่านต้องมีอย่างน้อย 12 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข',
  },
  STAFF_USERNAME_INVALID: {
    code: 6007,
    status: 200,
    message: 'ชื่อผู้ใช้ต้องยาว 3-40 ตัว ใช้ได้เฉพาะ a-z 0-9 จุด ขีดกลาง และขีดล่าง',
  },
  STAFF_USERNAME_TAKEN: { code: 6008, status: 200, message: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว' },
  STAFF_NOT_FOUND: { code: 6009, status: 200, message: 'ไม่พบบัญชีพนักงานนี้' },
  STAFF_ROLE_INVALID: { code: 6010, status: 200, message: 'ไม่พบตำแหน่งนี้ กรุณาเลือกตำแหน่งใหม่' },
  REASON_REQUIRED: { code: 6011, status: 200, message: 'กรุณากรอกเหตุผลของรายการนี้' },
  STAFF_SELF_CHANGE: {
    code: 6012,
    status: 200,
    message: 'ไม่สามารถระงับหรือเปลี่ยนตำแหน่งของบัญชีตัวเองได้',
  },
  STAFF_LAST_OWNER: { code: 6013, status: 200, message: 'ต้องมีเจ้าของที่ใช้งานได้อย่างน้อยหนึ่งบัญชี' },
  // 61xx: the back office's money pages (transfers review, reports)
  TRANSFER_NOT_FOUND: { code: 6101, status: 200, message: 'ไม่พบรายการโอนเข้านี้' },
  TRANSFER_ALREADY_RESOLVED: {
    code: 6102,
    status: 200,
    message: 'รายการโอนเข้านี้ถูกดำเนินการไปแล้ว กรุณารีเฟรชรายการ',
  },
  TRANSFER_MEMBER_NOT_FOUND: { code: 6103, status: 200, message: 'ไม่พบสมาชิกนี้ในเว็บไซต์ของรายการโอน' },
  REPORT_RANGE_INVALID: {
    code: 6104,
    status: 200,
    message: 'ช่วงวันที่ไม่ถูกต้อง วันเริ่มต้องไม่หลังวันสิ้นสุด และไม่เกิน 366 วัน',
  },
  // 611x: the console's members, content, games and deep-link pages
  MEMBER_NOT_FOUND: { code: 6111, status: 200, message: 'ไม่พบสมาชิกนี้' },
  MEMBER_SESSION_NOT_FOUND: { code: 6112, status: 200, message: 'ไม่พบเซสชันนี้ของสมาชิก' },
  CONTENT_URL_INVALID: {
    code: 6113,
    status: 200,
    message: 'ลิงก์ต้องขึ้นต้นด้วย https:// หรือเป็นที่อยู่ในเว็บไซต์ที่ขึ้นต้นด้วย /',
  },
  CONTENT_NOT_FOUND: { code: 6114, status: 200, message: 'ไม่พบรายการนี้ อาจถูกลบไปแล้ว' },
  CHANNEL_LIMITS_INVALID: {
    code: 6115,
    status: 200,
    message: 'ยอดขั้นต่ำต้องมากกว่า 0 และไม่เกินยอดสูงสุด และช่องทางที่ปิดต้องมีเหตุผล',
  },
  ADMIN_GAME_NOT_FOUND: { code: 6116, status: 200, message: 'ไม่พบเกมหรือค่ายเกมนี้' },
  DEEPLINK_SCREEN_UNKNOWN: { code: 6117, status: 200, message: 'ไม่พบหน้านี้ในแอป LINE หรือกรอกค่าไม่ครบ' },

  // 70xx: lotto (markets, rounds, bills; each line of a refused bill names one of these)
  LOTTO_ROUND_NOT_FOUND: { code: 7001, status: 200, message: 'ไม่พบงวดนี้ กรุณาเลือกงวดใหม่จากหน้าหวย' },
  LOTTO_ROUND_CLOSED: { code: 7002, status: 200, message: 'งวดนี้ปิดรับแทงแล้ว กรุณาเลือกงวดถัดไป' },
  LOTTO_ROUND_NOT_OPEN: { code: 7003, status: 200, message: 'งวดนี้ยังไม่เปิดรับแทง กรุณารอถึงเวลาเปิดรับ' },
  LOTTO_BILL_REFUSED: {
    code: 7004,
    status: 200,
    message: 'โพยนี้มีรายการที่แทงไม่ได้ กรุณาแก้ไขหรือลบรายการที่แจ้งแล้วส่งใหม่',
  },
  LOTTO_BET_TYPE_CLOSED: { code: 7005, status: 200, message: 'ประเภทการแทงนี้ไม่เปิดรับในงวดนี้ กรุณาลบรายการนี้' },
  LOTTO_NUMBER_INVALID: {
    code: 7006,
    status: 200,
    message: 'เลขไม่ถูกต้อง จำนวนหลักต้องตรงกับประเภทการแทง (3 ตัว 2 ตัว หรือวิ่ง 1 ตัว)',
  },
  LOTTO_NUMBER_CLOSED: { code: 7007, status: 200, message: 'เลขนี้ปิดรับ (เลขอั้น) ในงวดนี้ กรุณาเลือกเลขอื่น' },
  LOTTO_NUMBER_SOLD_OUT: {
    code: 7008,
    status: 200,
    message: 'เลขนี้เต็มแล้ว (เลขเต็ม) กรุณาเลือกเลขอื่นหรือลดยอดแทง',
  },
  LOTTO_BELOW_MIN: { code: 7009, status: 200, message: 'ยอดแทงต่ำกว่าขั้นต่ำต่อรายการ กรุณาเพิ่มยอดแทง' },
  LOTTO_ABOVE_MAX: { code: 7010, status: 200, message: 'ยอดแทงเกินสูงสุดต่อรายการ กรุณาลดยอดแทง' },
  LOTTO_MEMBER_NUMBER_LIMIT: {
    code: 7011,
    status: 200,
    message: 'ยอดแทงเลขนี้ของคุณในงวดนี้เกินสูงสุดต่อเลขแล้ว กรุณาลดยอดแทง',
  },
  LOTTO_INSUFFICIENT_FUNDS: {
    code: 7012,
    status: 200,
    message: 'ยอดเงินไม่พอสำหรับโพยนี้ กรุณาฝากเงินหรือลดยอดแทง',
  },
  LOTTO_BILL_NOT_FOUND: { code: 7013, status: 200, message: 'ไม่พบโพยนี้ในบัญชีของคุณ' },
  LOTTO_CANCEL_CLOSED: {
    code: 7014,
    status: 200,
    message: 'เลยเวลายกเลิกโพยนี้แล้ว โพยจะรอผลตามปกติ',
  },
  LOTTO_BILL_NOT_PENDING: { code: 7015, status: 200, message: 'โพยนี้ถูกยกเลิกหรือออกผลไปแล้ว กรุณารีเฟรชรายการ' },
  LOTTO_AMOUNT_INVALID: {
    code: 7016,
    status: 200,
    message: 'ยอดแทงไม่ถูกต้อง กรุณากรอกจำนวนเงินมากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง',
  },
  LOTTO_NUMBER_EXPOSURE_FULL: {
    code: 7017,
    status: 200,
    message: 'เลขนี้ปิดรับอัตโนมัติเพราะยอดจ่ายของเลขนี้เต็มแล้ว กรุณาเลือกเลขอื่นหรือลดยอดแทง',
  },
  LOTTO_MARKET_NOT_FOUND: { code: 7018, status: 200, message: 'ไม่พบหวยประเภทนี้ กรุณาเลือกใหม่จากหน้าหวย' },

  // 7050-7099: lotto results and Yeekee shooting (members)
  YEEKEE_NUMBER_INVALID: { code: 7050, status: 200, message: 'กรุณากรอกตัวเลข 5 หลัก (00000-99999)' },
  YEEKEE_ROUND_NOT_OPEN: { code: 7051, status: 200, message: 'รอบนี้ปิดรับการยิงเลขแล้ว หรือยังไม่เปิด' },
  YEEKEE_ROUND_NOT_FOUND: { code: 7052, status: 200, message: 'ไม่พบรอบยี่กีนี้' },

  // 6201-6219: lotto back office (results, settlement)
  LOTTO_RESULT_INVALID: { code: 6201, status: 200, message: 'ผลรางวัลไม่ถูกต้อง กรุณาตรวจสอบตัวเลขอีกครั้ง' },
  LOTTO_RESULT_EXISTS: {
    code: 6202,
    status: 200,
    message: 'งวดนี้มีผลรางวัลที่รอยืนยันหรือยืนยันแล้ว กรุณาปฏิเสธรายการเดิมก่อนกรอกใหม่',
  },
  LOTTO_RESULT_NOT_PENDING: { code: 6203, status: 200, message: 'ผลรางวัลนี้ถูกยืนยันหรือปฏิเสธไปแล้ว' },
  LOTTO_RESULT_SAME_STAFF: {
    code: 6204,
    status: 200,
    message: 'ผู้กรอกผลรางวัลยืนยันเองไม่ได้ ต้องให้พนักงานอีกคนตรวจสอบและยืนยัน',
  },
  LOTTO_ROUND_STILL_OPEN: { code: 6205, status: 200, message: 'งวดนี้ยังไม่ปิดรับแทง กรอกผลรางวัลไม่ได้' },
  LOTTO_ROUND_NOT_FOUND_ADMIN: { code: 6206, status: 200, message: 'ไม่พบงวดนี้' },
  LOTTO_ROUND_NOT_DRAW: {
    code: 6207,
    status: 200,
    message: 'งวดยี่กีคำนวณผลจากเลขที่ยิงเอง ไม่ต้องกรอกผลรางวัล',
  },
  LOTTO_ROUND_ALREADY_RESULTED: { code: 6208, status: 200, message: 'งวดนี้มีผลรางวัลแล้ว' },

  // 6220-6239: lotto back office (markets, calendar, rates, restricted numbers)
  LOTTO_ADMIN_MARKET_NOT_FOUND: { code: 6220, status: 200, message: 'ไม่พบตลาดหวยนี้' },
  LOTTO_ADMIN_BET_TYPE_TWICE: {
    code: 6221,
    status: 200,
    message: 'มีประเภทการแทงซ้ำกันในรายการ กรุณาตั้งค่าแต่ละประเภทครั้งเดียว',
  },
  LOTTO_ADMIN_NO_BET_TYPE: {
    code: 6222,
    status: 200,
    message: 'ต้องเปิดรับอย่างน้อยหนึ่งประเภทการแทง ถ้าจะหยุดรับทั้งตลาดให้ปิดตลาดแทน',
  },
  LOTTO_ADMIN_NO_CALENDAR: {
    code: 6223,
    status: 200,
    message: 'หวยยี่กีสร้างรอบตามตารางเวลาเอง ไม่มีปฏิทินวันออกผล',
  },
  LOTTO_ADMIN_DATE_INVALID: { code: 6224, status: 200, message: 'วันที่ไม่ถูกต้อง กรุณาเลือกวันที่จากปฏิทิน' },
  LOTTO_ADMIN_DATE_PAST: { code: 6225, status: 200, message: 'เพิ่มวันออกผลย้อนหลังไม่ได้ กรุณาเลือกวันนี้หรือหลังจากนี้' },
  LOTTO_ADMIN_DATE_NOT_FOUND: { code: 6226, status: 200, message: 'ไม่พบวันออกผลนี้ในปฏิทิน' },
  LOTTO_ADMIN_ROUND_HAS_BILLS: {
    code: 6227,
    status: 200,
    message: 'งวดนี้มีโพยของสมาชิกแล้ว ลบวันออกผลไม่ได้',
  },
  LOTTO_ADMIN_ROUND_NOT_OPEN: {
    code: 6228,
    status: 200,
    message: 'งวดนี้ปิดรับแทงแล้ว แก้ไขเลขอั้นหรือลบงวดไม่ได้',
  },
  LOTTO_ADMIN_NUMBER_INVALID: {
    code: 6229,
    status: 200,
    message: 'จำนวนหลักของเลขไม่ตรงกับประเภทการแทง (3 ตัว 3 หลัก, 2 ตัว 2 หลัก, วิ่ง 1 หลัก)',
  },
  LOTTO_ADMIN_RESTRICTED_NOT_FOUND: { code: 6230, status: 200, message: 'ไม่พบเลขอั้นนี้ในงวดนี้' },

  // 8xxx: rewards, one file per feature
  ...rewardErrors,
  ...promotionErrors,
  ...questErrors,
  ...wheelErrors,
  ...cashbackErrors,
  ...pointsErrors,
  ...marketingErrors,
  // 87xx affiliate, 88xx polls and events (issue 14)
  ...affiliateErrors,
  ...pollErrors,
  // 89xx player protection (issue 15)
  ...protectionErrors,

  // 9xxx: server
  INTERNAL: { code: 9000, status: 500, message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' },
  SERVICE_UNAVAILABLE: {
    code: 9503,
    status: 503,
    message: 'ระบบฐานข้อมูลขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  },
} as const satisfies Record<string, { code: number; status: number; message: string }>;

export type ErrorName = keyof typeof errorCatalogue;
export type ErrorCode = (typeof errorCatalogue)[ErrorName]['code'];

export const errorByCode = (code: number) =>
  Object.values(errorCatalogue).find((entry) => entry.code === code);
