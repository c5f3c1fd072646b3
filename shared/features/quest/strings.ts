import type { QuestItem, QuestPeriod } from '@contract/rewards/quest';
import { formatBaht, formatNumber } from '@lib/format';

const categories: Record<string, string> = {
  slot: 'สล็อต',
  casino: 'คาสิโน',
  fishing: 'ยิงปลา',
  freespin: 'ฟรีสปิน',
  sport: 'กีฬา',
  lotto: 'หวย',
};

/** Every Thai text of the quest screen (/member/creditfree). */
export const questText = {
  title: 'ภารกิจ',
  tabs: { daily: 'รายวัน', weekly: 'รายสัปดาห์' } satisfies Record<QuestPeriod, string>,
  tabsLabel: 'ประเภทภารกิจ',
  task: (item: QuestItem): string => {
    switch (item.task.type) {
      case 'deposit':
        return `ฝากเงินครบ ${formatBaht(item.target)} บาท`;
      case 'stake':
        return item.task.category
          ? `เดิมพัน${categories[item.task.category] ?? ''}ครบ ${formatBaht(item.target)} บาท`
          : `เดิมพันครบ ${formatBaht(item.target)} บาท`;
      case 'play_game':
        return `เล่นเกม ${item.task.game_code ?? ''} ครบ ${formatNumber(item.target)} รอบ`;
      case 'login_streak':
        return `เข้าสู่ระบบติดต่อกัน ${formatNumber(item.target)} วัน`;
    }
  },
  progress: (item: QuestItem) =>
    item.task.type === 'deposit' || item.task.type === 'stake'
      ? `${formatBaht(item.current)} / ${formatBaht(item.target)} บาท`
      : `${formatNumber(item.current)} / ${formatNumber(item.target)} ${item.task.type === 'play_game' ? 'รอบ' : 'วัน'}`,
  reward: (item: QuestItem) =>
    item.reward.freebets
      ? `ฟรีเบท ${formatNumber(item.reward.freebets.bet_count)} ครั้ง ครั้งละ ${formatBaht(item.reward.freebets.bet_value)} บาท (ใช้ได้ ${formatNumber(item.reward.freebets.valid_days)} วัน)`
      : item.reward.type === 'credit'
        ? `เครดิตฟรี ${formatBaht(item.reward.amount)} บาท`
        : `${formatNumber(item.reward.points)} พอยท์`,
  rewardLabel: 'รางวัล',
  turnover: (times: number) => `ทำเทิร์นโอเวอร์ ${formatNumber(times)} เท่าก่อนถอน`,
  claim: 'รับรางวัล',
  claiming: 'กำลังรับรางวัล',
  claimed: 'รับรางวัลแล้ว',
  notDone: 'ยังไม่สำเร็จ',
  claimedToast: 'รับรางวัลภารกิจสำเร็จ',
  endsIn: 'สิ้นสุดใน',
  ended: 'หมดเวลาแล้ว',
  streak: (days: number) => `เข้าสู่ระบบติดต่อกัน ${formatNumber(days)} วัน`,
  empty: 'ยังไม่มีภารกิจในขณะนี้',
  emptyHint: 'กลับมาดูภารกิจใหม่ได้ภายหลัง',
  loadFailed: 'โหลดภารกิจไม่สำเร็จ',
};
