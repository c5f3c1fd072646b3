import { FAVOURITES_LIMIT, GAME_SEARCH_MIN } from '../game-lobby';

/** The member lobby of many studios (4450-4479, issue 30), spread into the one catalogue by errors.ts. */
export const lobbyErrors = {
  GAME_SEARCH_TOO_SHORT: {
    code: 4450,
    status: 200,
    message: `กรุณาพิมพ์ชื่อเกมอย่างน้อย ${GAME_SEARCH_MIN} ตัวอักษร`,
  },
  GAME_FAVOURITES_FULL: {
    code: 4451,
    status: 200,
    message: `เกมโปรดครบ ${FAVOURITES_LIMIT} เกมแล้ว กรุณานำเกมที่ไม่เล่นออกก่อนเพิ่มเกมใหม่`,
  },
} as const;
