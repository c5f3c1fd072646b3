import type { messagingApi } from '@line/bot-sdk';
import type { Queryable } from '@server/db/db';
import type { SecretBox } from '../secret-box';
import { flexCard } from './flex';
import { resolveMemberMessage, type MemberMessageOp } from './member-messages';
import type { OfficialAccount } from './official-account';
import { resolveStaffAlert, type StaffAlertOp } from './staff-alerts';

/**
 * The outbox payloads whose push is drawn when sent (server/src/line/README.md, "Messages a member wants"): a
 * member's message (`inbox`, `lotto_result`, `award_spins`, from the rows the database enqueued them for, with the
 * member's choice and exclusion asked again), a staff alert (`staff_alert`), and `sealed_push`: a push whose
 * messages are sealed with the server's key (a one-time code: neither the outbox table nor the console shows it),
 * not sent once `expiresAt` has passed.
 */
export type DrawnPayload =
  MemberMessageOp | StaffAlertOp | { op: 'sealed_push'; to: string; sealed: string; expiresAt: string };

const drawnOps = new Set(['inbox', 'lotto_result', 'award_spins', 'staff_alert', 'sealed_push']);
export const isDrawnOp = (payload: { op: string }): payload is DrawnPayload => drawnOps.has(payload.op);

type Push = { op: 'push'; to: string; messages: messagingApi.Message[] };

/** The push to make now, or why nothing is sent (the entry is then closed with that reason). */
export const drawMessage = async (
  db: Queryable,
  box: SecretBox,
  account: OfficialAccount,
  agentId: number,
  payload: DrawnPayload,
  publicUrl: string | undefined,
): Promise<Push | { skip: string }> => {
  if (payload.op === 'sealed_push') {
    if (!(new Date(payload.expiresAt).getTime() > Date.now())) return { skip: 'รหัสหมดอายุแล้ว' };
    return {
      op: 'push',
      to: payload.to,
      messages: JSON.parse(box.open(payload.sealed)) as messagingApi.Message[],
    };
  }
  const resolved =
    payload.op === 'staff_alert'
      ? await resolveStaffAlert(db, account.staffGroupId, payload, publicUrl)
      : await resolveMemberMessage(db, agentId, payload);
  return 'skip' in resolved ? resolved : { op: 'push', to: resolved.to, messages: [flexCard(resolved.card)] };
};
