/** Every word of the baccarat formula rooms, in Thai. */
export const soothStrings = {
  title: 'สูตรบาคาร่า',
  tables: 'ห้องสูตรบาคาร่า',
  banker: 'เจ้ามือ',
  player: 'ผู้เล่น',
  tie: 'เสมอ',
  hands: 'ตาที่เล่นแล้ว',
  pattern: 'เค้าไพ่',
  suggestion: 'สูตรอ่านเค้าไพ่',
  noSuggestion: 'รอผลตาแรก',
  trueOdds: 'โอกาสจริงของตาถัดไป',
  hitRate: (percent: number, hits: number, trials: number) =>
    `ความแม่นของสูตรบนโต๊ะนี้ ${percent.toFixed(2)}% (${hits}/${trials} ตา ไม่นับเสมอ)`,
  beadPlate: 'เม็ดไพ่',
  bigRoad: 'เค้าไพ่ใหญ่',
  bigEyeBoy: 'ตาใหญ่',
  smallRoad: 'ทางเล็ก',
  cockroachPig: 'แมลงสาบ',
  /** A bead's letter, as Thai road cards write it. */
  bead: { banker: 'จ', player: 'ผ', tie: 'ส' } as Record<string, string>,
  back: 'กลับไปเลือกโต๊ะ',
  open: 'ดูเค้าไพ่',
  pairs: (banker: number, player: number) => `คู่เจ้ามือ ${banker} · คู่ผู้เล่น ${player}`,
  updated: 'อัปเดตทุก 15 วินาที',
} as const;

export const outcomeThai = { banker: 'เจ้ามือ', player: 'ผู้เล่น', tie: 'เสมอ' } as const;
