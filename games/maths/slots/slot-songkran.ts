import { nineSymbolReel, twentyLines } from './build-strip';
import type { SlotConfig } from './slot-types';

/** สล็อตสงกรานต์ฟรีสปิน: 5 reels, 20 lines; three or more scatters start 10 free spins with wins doubled. */
export const slotSongkran: SlotConfig = {
  code: 'builtin-slot-freespin',
  symbols: [
    { id: 0, key: 'wild', name_th: 'ขันน้ำ (ไวลด์)', glyph: '💧' },
    { id: 1, key: 'scatter', name_th: 'สงกรานต์ (สแกตเตอร์)', glyph: '🎉' },
    { id: 2, key: 'elephant', name_th: 'ช้างพ่นน้ำ', glyph: '🐘' },
    { id: 3, key: 'flower', name_th: 'พวงมาลัย', glyph: '🌸' },
    { id: 4, key: 'watergun', name_th: 'ปืนฉีดน้ำ', glyph: '🔫' },
    { id: 5, key: 'watermelon', name_th: 'แตงโม', glyph: '🍉' },
    { id: 6, key: 'pineapple', name_th: 'สับปะรด', glyph: '🍍' },
    { id: 7, key: 'lime', name_th: 'มะนาว', glyph: '🍋' },
    { id: 8, key: 'coconut', name_th: 'มะพร้าว', glyph: '🥥' },
  ],
  wild: 0,
  scatter: 1,
  reels: [
    nineSymbolReel(2, 2),
    nineSymbolReel(2, 2),
    nineSymbolReel(2, 2),
    nineSymbolReel(2, 2),
    nineSymbolReel(2, 2),
  ],
  lines: twentyLines,
  pays: {
    0: [28, 105, 560],
    2: [14, 56, 280],
    3: [11, 42, 140],
    4: [8, 28, 84],
    5: [6, 21, 70],
    6: [3, 11, 42],
    7: [3, 8, 35],
    8: [3, 7, 28],
  },
  scatterPays: [1, 5, 20],
  freeSpins: { count: 10, multiplier: 2 },
};
