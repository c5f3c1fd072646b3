import { betTypeDigits, betTypeNames, type BetType, type MarketType, type RoundRule } from '@contract/lotto';
import type { RoundRow } from './rounds';
import type { BetSetting } from './settings';

/** How each bet type wins, in the words of DOMAIN.md, per market type. */
const winsWhen: Record<MarketType, Record<BetType, string>> = {
  government: {
    three_top: 'ตรงกับเลข 3 ตัวท้ายของรางวัลที่ 1',
    three_tote: 'ตรงกับเลข 3 ตัวท้ายของรางวัลที่ 1 แบบสลับตำแหน่งได้',
    three_front: 'ตรงกับเลขหน้า 3 ตัว รางวัลใดรางวัลหนึ่งจาก 2 รางวัล',
    three_back: 'ตรงกับเลขท้าย 3 ตัว รางวัลใดรางวัลหนึ่งจาก 2 รางวัล',
    two_top: 'ตรงกับเลข 2 ตัวท้ายของรางวัลที่ 1',
    two_bottom: 'ตรงกับเลขท้าย 2 ตัว',
    run_top: 'เลขที่แทงอยู่ในเลข 3 ตัวท้ายของรางวัลที่ 1',
    run_bottom: 'เลขที่แทงอยู่ในเลขท้าย 2 ตัว',
  },
  yeekee: {
    three_top: 'ตรงกับ 3 หลักสุดท้ายของผลยี่กี',
    three_tote: 'ตรงกับ 3 หลักสุดท้ายของผลยี่กี แบบสลับตำแหน่งได้',
    three_front: '-',
    three_back: '-',
    two_top: 'ตรงกับ 2 หลักสุดท้ายของผลยี่กี',
    two_bottom: 'ตรงกับหลักพันและหลักหมื่นของผลยี่กี',
    run_top: 'เลขที่แทงอยู่ใน 3 หลักสุดท้ายของผลยี่กี',
    run_bottom: 'เลขที่แทงอยู่ในหลักพันและหลักหมื่นของผลยี่กี',
  },
  generic: {
    three_top: 'ตรงกับเลข 3 ตัวบนที่ออก',
    three_tote: 'ตรงกับเลข 3 ตัวบนที่ออก แบบสลับตำแหน่งได้',
    three_front: 'ตรงกับเลข 3 ตัวหน้าที่ออก',
    three_back: 'ตรงกับเลข 3 ตัวล่างที่ออก',
    two_top: 'ตรงกับเลข 2 ตัวบนที่ออก',
    two_bottom: 'ตรงกับเลข 2 ตัวล่างที่ออก',
    run_top: 'เลขที่แทงอยู่ในเลข 3 ตัวบนที่ออก',
    run_bottom: 'เลขที่แทงอยู่ในเลข 2 ตัวล่างที่ออก',
  },
};

const bangkokTime = (date: Date) =>
  date.toLocaleString('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'long', timeStyle: 'short' });

export const roundRule = (round: RoundRow, settings: BetSetting[]): RoundRule => {
  const window = round.cancel_window_seconds;
  const rules = [
    `ปิดรับแทง ${bangkokTime(round.close_at)} น. ตามเวลาของระบบ`,
    'โพยหนึ่งใบรับทั้งใบหรือไม่รับเลย ถ้ามีรายการที่แทงไม่ได้ ระบบจะแจ้งรายการและเหตุผล',
    'อัตราจ่ายยึดตามตอนที่โพยได้รับการยืนยัน การเปลี่ยนอัตราจ่ายภายหลังไม่มีผลกับโพยที่รับแล้ว',
    'เลขอั้นอาจปิดรับหรือจ่ายในอัตราที่ลดลง และเลขที่ยอดแทงเต็มแล้วจะปิดรับ (เลขเต็ม)',
    window > 0
      ? `ยกเลิกโพยได้ภายใน ${Math.round(window / 60)} นาทีหลังแทง และก่อนปิดรับแทงเท่านั้น`
      : 'โพยที่แทงแล้วยกเลิกไม่ได้',
  ];
  if (settings.some((s) => s.bet_type === 'three_tote') && !round.tote_triples_allowed) {
    rules.push('3 ตัวโต๊ดไม่รับเลขตอง (เช่น 555) เพราะสลับตำแหน่งไม่ได้ แทงเลขตองได้ที่ 3 ตัวบน');
  }
  if (round.market_type === 'yeekee') {
    rules.push('ผลยี่กีคือผลรวมของเลขที่ยิงทั้งหมด ลบด้วยเลขที่ยิงลำดับที่ 16 นับจากลำดับสุดท้าย');
    rules.push('ถ้ามีการยิงเลขน้อยกว่า 20 ครั้ง รอบนั้นไม่มีผล และคืนเงินทุกโพย');
  }
  return {
    round_id: round.id,
    market_type: round.market_type,
    close_at: round.close_at.toISOString(),
    cancel_window_seconds: window,
    rules,
    bet_types: settings.map((s) => ({
      bet_type: s.bet_type,
      name: betTypeNames[s.bet_type],
      digits: betTypeDigits[s.bet_type],
      wins_when: winsWhen[round.market_type][s.bet_type],
    })),
  };
};
