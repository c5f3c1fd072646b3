import { accountErrors } from './catalogue/account';
import { backOfficeErrors } from './catalogue/back-office';
import { manualMoneyErrors } from './admin/manual-money-errors';
import { gameErrors } from './catalogue/games';
import { hub88Errors } from './games/hub88-errors';
import { gamesApiErrors } from './games/games-api-errors';
import { hub88FreebetErrors } from './games/hub88-freebets-errors';
import { lobbyErrors } from './games/lobby-errors';
import { gameAdminErrors } from './games/game-admin-errors';
import { ledgerErrors } from './catalogue/ledger';
import { lottoErrors } from './catalogue/lotto';
import { lineErrors } from './line/errors';
import { lineMessageErrors } from './line/message-errors';
import { broadcastErrors } from './line/broadcast-errors';
import { richMenuErrors } from './line/rich-menu-errors';
import { paymentErrors } from './catalogue/payments';
import { affiliateErrors } from './affiliate/errors';
import { pollErrors } from './poll/errors';
import { protectionErrors } from './protection/errors';
import { cashbackErrors } from './rewards/cashback-errors';
import { rewardErrors } from './rewards/errors';
import { marketingErrors } from './rewards/marketing-errors';
import { pointsErrors } from './rewards/points-errors';
import { shopFreebetErrors } from './rewards/shop-freebet-errors';
import { promotionErrors } from './rewards/promotion-errors';
import { questErrors } from './rewards/quest-errors';
import { wheelErrors } from './rewards/wheel-errors';

/**
 * The error catalogue: one stable numeric code per situation, the Thai message a member can act on, and the
 * HTTP status. Business refusals are 200 (the client sends members home on 400, see SPEC §8).
 * Ranges (2xxx-7xxx in catalogue/): 1xxx request and agent, 2xxx account, 3xxx ledger, 4xxx games, 5xxx payments, 6xxx back office,
 * 7xxx lotto, 8xxx rewards (one file per feature under rewards/; 87xx affiliate/, 88xx poll/, 89xx protection/), 9xxx server.
 */
export const errorCatalogue = {
  // 1xxx: request, agent
  BAD_REQUEST: { code: 1000, status: 400, message: 'ข้อมูลที่ส่งมาไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง' },
  INVALID_INPUT: { code: 1001, status: 200, message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่' },
  AGENT_NOT_FOUND: { code: 1002, status: 200, message: 'ไม่พบข้อมูลเว็บไซต์ตัวแทนนี้ กรุณาตรวจสอบลิงก์อีกครั้ง' },
  NOT_FOUND: { code: 1004, status: 404, message: 'ไม่พบหน้าที่ต้องการ' },
  BAD_CURSOR: {
    code: 1005,
    status: 200,
    message: 'ลำดับหน้าของรายการนี้ไม่ถูกต้องหรือหมดอายุ กรุณาโหลดรายการใหม่ตั้งแต่หน้าแรก',
  },
  RATE_LIMITED: { code: 1029, status: 429, message: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' },
  UNAUTHORIZED: { code: 1401, status: 401, message: 'เซสซั่นหมดอายุ กรุณาเข้าสู่ระบบใหม่' },
  FORBIDDEN: { code: 1403, status: 403, message: 'คุณไม่มีสิทธิ์ทำรายการนี้' },

  // 2xxx-7xxx, one file per area under catalogue/
  ...accountErrors,
  ...ledgerErrors,
  ...gameErrors,
  ...hub88Errors,
  ...gamesApiErrors,
  ...hub88FreebetErrors,
  ...lobbyErrors,
  ...paymentErrors,
  ...backOfficeErrors,
  ...manualMoneyErrors,
  // 6900-6949: providers, studios and game reports (issue 30)
  ...gameAdminErrors,
  // 63xx: the LINE Official Account (issue 29)
  ...lineErrors,
  ...lineMessageErrors,
  ...broadcastErrors,
  ...richMenuErrors,
  ...lottoErrors,

  // 8xxx: rewards, one file per feature
  ...rewardErrors,
  ...promotionErrors,
  ...questErrors,
  ...wheelErrors,
  ...cashbackErrors,
  ...pointsErrors,
  // 6450-6469: free bets in the points shop, Hub88's prepaids (issue 30)
  ...shopFreebetErrors,
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
