/** Sixteen fictional clubs; attack and defence multiply the league's average scoring rate. */
export type Team = { key: string; name_th: string; attack: number; defence: number };

export const teams: readonly Team[] = [
  { key: 'chao-phraya', name_th: 'เจ้าพระยา ยูไนเต็ด', attack: 1.35, defence: 0.8 },
  { key: 'lanna', name_th: 'ล้านนา เอฟซี', attack: 1.2, defence: 0.9 },
  { key: 'isan', name_th: 'อีสาน ซิตี้', attack: 1.15, defence: 0.95 },
  { key: 'andaman', name_th: 'อันดามัน สตาร์', attack: 1.1, defence: 1.0 },
  { key: 'siam', name_th: 'สยาม วอริเออร์', attack: 1.25, defence: 0.85 },
  { key: 'mekong', name_th: 'แม่โขง เรนเจอร์ส', attack: 0.95, defence: 1.05 },
  { key: 'korat', name_th: 'โคราช ไลออนส์', attack: 1.0, defence: 1.0 },
  { key: 'phuket', name_th: 'ภูเก็ต ชาร์คส์', attack: 0.9, defence: 1.1 },
  { key: 'khon-kaen', name_th: 'ขอนแก่น ดราก้อนส์', attack: 0.85, defence: 1.15 },
  { key: 'ayutthaya', name_th: 'อยุธยา รอยัล', attack: 1.05, defence: 0.95 },
  { key: 'chonburi-bay', name_th: 'ชลบุรี เบย์', attack: 1.0, defence: 1.1 },
  { key: 'sukhothai', name_th: 'สุโขทัย ไทเกอร์ส', attack: 0.8, defence: 1.2 },
];
