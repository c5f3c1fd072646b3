import type { messagingApi } from '@line/bot-sdk';
import type { Queryable } from '@server/db/db';
import type { Deliverer, Delivery } from '@server/outbox/outbox';
import { sendRichMenuOp, type RichMenuPayload } from '../richmenus/member-menu';
import type { SecretBox } from '../secret-box';
import { deliveryOfLineError, lineClientsOf, type LineHosts } from './client';
import { drawMessage, isDrawnOp, type DrawnPayload } from './drawn-messages';
import { officialAccountOf } from './official-account';

/**
 * A LINE outbox entry's payload: the Messaging API call to make, its messages built when the entry was enqueued.
 * `to` is a user id (or the staff group's id) for a push, up to 500 user ids for a multicast. The rich menu ops
 * (link, bulk link, unlink: `richmenus/member-menu.ts`) resolve their menu and users when they are sent.
 */
export type LinePayload =
  | { op: 'push'; to: string; messages: messagingApi.Message[] }
  | { op: 'multicast'; to: string[]; messages: messagingApi.Message[] }
  | { op: 'narrowcast'; request: messagingApi.NarrowcastRequest }
  | RichMenuPayload
  | DrawnPayload;

type MessagePayload = Exclude<LinePayload, RichMenuPayload | DrawnPayload>;
const isRichMenuOp = (payload: LinePayload): payload is RichMenuPayload =>
  payload.op === 'link_rich_menu' ||
  payload.op === 'link_rich_menu_bulk' ||
  payload.op === 'unlink_rich_menu';

const send = async (api: messagingApi.MessagingApiClient, payload: MessagePayload, retryKey: string) => {
  switch (payload.op) {
    case 'push':
      return api.pushMessageWithHttpInfo({ to: payload.to, messages: payload.messages }, retryKey);
    case 'multicast':
      return api.multicastWithHttpInfo({ to: payload.to, messages: payload.messages }, retryKey);
    case 'narrowcast':
      return api.narrowcastWithHttpInfo(payload.request, retryKey);
  }
};

/**
 * Sends LINE outbox entries with the agent's access token and the entry's own retry key. An agent whose account
 * is not set up (or was switched off since) has nothing sent: the entry fails with a reason staff can read.
 */
export const createLineDeliverer =
  ({
    db,
    box,
    hosts,
    publicUrl,
  }: {
    db: Queryable;
    box: SecretBox;
    hosts: LineHosts;
    /** The site's address (PUBLIC_URL): a staff alert's button opens the console under it. */
    publicUrl?: string;
  }): Deliverer =>
  async (item): Promise<Delivery> => {
    const account = item.agentId === null ? null : await officialAccountOf(db, box, item.agentId);
    if (!account) return { status: 'failed', error: 'ยังไม่ได้ตั้งค่า LINE Official Account' };
    try {
      const payload = item.payload as LinePayload;
      const { api } = lineClientsOf(account.accessToken, hosts);
      if (isRichMenuOp(payload)) return await sendRichMenuOp(db, api, item.agentId!, payload);
      const call = isDrawnOp(payload)
        ? await drawMessage(db, box, account, item.agentId!, payload, publicUrl)
        : payload;
      // Not to be sent (the member turned the category off, staff already handled it): closed, saying why.
      if ('skip' in call) return { status: 'skipped', reason: call.skip };
      const answer = await send(api, call, item.retryKey);
      return { status: 'sent', ref: answer.httpResponse.headers.get('x-line-request-id') ?? undefined };
    } catch (error) {
      return deliveryOfLineError(error);
    }
  };
