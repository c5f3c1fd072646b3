import { nineSymbolReel, twentyLines } from './build-strip';
import type { SlotConfig } from './slot-types';

/** สล็อตพญานาคทอง: 5 reels, 20 lines, wild crown, scatter temple paying anywhere. */
export const slotThai: SlotConfig = {
  code: 'builtin-slot-thai',
  symbols: [
    { id: 0, key: 'wild', name_th: 'มงกุฎ (ไวลด์)', glyph: '👑' },
    { id: 1, key: 'scatter', name_th: 'วัด (สแกตเตอร์)', glyph: '🛕' },
    { id: 2, key: 'naga', name_th: 'พญานาค', glyph: '🐉' },
    { id: 3, key: 'elephant', name_th: 'ช้าง', glyph: '🐘' },
    { id: 4, key: 'tuktuk', name_th: 'ตุ๊กตุ๊ก', glyph: '🛺' },
    { id: 5, key: 'lotus', name_th: 'ดอกบัว', glyph: '🪷' },
    { id: 6, key: 'mango', name_th: 'มะม่วง', glyph: '🥭' },
    { id: 7, key: 'chili', name_th: 'พริก', glyph: '🌶️' },
    { id: 8, key: 'coconut', name_th: 'มะพร้าว', glyph: '🥥' },
  ],
  wild: 0,
  scatter: 1,
  reels: [
    nineSymbolReel(2, 2),
    nineSymbolReel(2, 2),
    nineSymbolReel(3, 2),
    nineSymbolReel(2, 2),
    nineSymbolReel(2, 2),
  ],
  lines: twentyLines,
  pays: {
    0: [50, 200, 1000],
    2: [25, 100, 500],
    3: [20, 75, 250],
    4: [15, 50, 150],
    5: [10, 40, 120],
    6: [5, 20, 80],
    7: [4, 15, 60],
    8: [3, 12, 50],
  },
  scatterPays: [2, 4, 20],
};
