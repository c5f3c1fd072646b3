import type { PollConfig, PollPhase, PollQuotaRule } from '@contract/poll/poll';
import { formatBaht, formatNumber, formatThaiDateTime } from '@lib/format';

const rule = (r: PollQuotaRule, period: 'day' | 'poll') =>
  r.type === 'fixed'
    ? `${period === 'day' ? 'ทุกวัน' : 'ตลอดกิจกรรม'} รับ ${formatNumber(r.votes)} สิทธิ์`
    : `ฝากครบทุก ${formatBaht(r.per_baht)} บาท${period === 'day' ? 'ในวันนั้น' : ''} รับเพิ่ม ${formatNumber(r.votes)} สิทธิ์`;

/** Every Thai text of the poll screen (/poll/{id}). */
export const pollText = {
  title: 'โหวตและทายผล',
  loadFailed: 'โหลดกิจกรรมไม่สำเร็จ',
  notFound: 'ไม่พบกิจกรรมนี้',
  notFoundHint: 'กิจกรรมอาจถูกปิดไปแล้ว หรือลิงก์ไม่ถูกต้อง',
  noChoices: 'กิจกรรมนี้ยังไม่มีตัวเลือก',
  phase: {
    upcoming: 'ยังไม่เปิดโหวต',
    open: 'เปิดโหวตอยู่',
    closed: 'ปิดโหวตแล้ว รอประกาศผล',
    answered: 'ประกาศผลแล้ว',
  } satisfies Record<PollPhase, string>,
  times: (c: PollConfig) => `เปิด ${formatThaiDateTime(c.opens_at)} · ปิด ${formatThaiDateTime(c.closes_at)}`,
  prize: (c: PollConfig) =>
    c.metadata.prize_mode === 'per_winner'
      ? `ทายถูกรับ ${formatBaht(c.metadata.prize)} บาท`
      : c.metadata.prize_mode === 'pool'
        ? `เงินรางวัลรวม ${formatBaht(c.metadata.prize)} บาท แบ่งตามจำนวนโหวตที่ถูก`
        : '',
  oneChoice: 'กิจกรรมทายผล: ทุกสิทธิ์ต้องโหวตตัวเลือกเดียวกัน',
  rules: (c: PollConfig) => c.metadata.quota_rules.map((r) => rule(r, c.metadata.quota_period)),
  quotaTitle: 'สิทธิ์โหวตของคุณ',
  quota: (remaining: number, quota: number) =>
    `เหลือ ${formatNumber(remaining)} จาก ${formatNumber(quota)} สิทธิ์`,
  nextVote: (baht: number) => `ฝากเพิ่มอีก ${formatBaht(baht)} บาท รับสิทธิ์โหวตเพิ่ม`,
  votes: (n: number, percent: number) => `${formatNumber(n)} โหวต (${percent}%)`,
  totalVotes: (n: number) => `โหวตทั้งหมด ${formatNumber(n)} โหวต`,
  vote: 'โหวต',
  voted: 'โหวตสำเร็จ',
  myChoice: 'ตัวเลือกของคุณ',
  correct: 'คำตอบที่ถูก',
  loginToVote: 'เข้าสู่ระบบเพื่อโหวต',
  registerToVote: 'สมัครสมาชิกเพื่อโหวต',
  guestHint: 'สมาชิกเท่านั้นที่โหวตได้',
  winnersTitle: 'ผู้ที่ทายถูก',
  noWinners: 'ไม่มีผู้ทายถูกในกิจกรรมนี้',
  winner: (votes: number) => `ถูก ${formatNumber(votes)} โหวต`,
  baht: (amount: number) => `${formatBaht(amount)} บาท`,
  totalPaid: (amount: number) => `จ่ายรางวัลรวม ${formatBaht(amount)} บาท`,
};
