import type { ChannelType, PaymentChannel, SubChannel } from '@contract/payment';
import { toBaht, type Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';

export type ChannelRow = {
  id: number;
  type: ChannelType;
  name: string;
  provider: string | null;
  min_satang: Satang;
  max_satang: Satang;
  available: boolean;
  unavailable_reason: string;
  /** The agent's own values: its own channel, or its settings on a platform default. */
  own: boolean;
};

/**
 * The agent's own channels if it has any, otherwise the platform defaults (rows without an agent) with the
 * agent's settings on them (`payment_channel_settings`, issue 28): an edit never changes a channel's id, so a
 * member with the deposit page open keeps a channel that exists.
 */
export const agentChannels = async (q: Queryable, agentId: number): Promise<ChannelRow[]> => {
  const { rows } = await q.query<ChannelRow>(
    `SELECT c.id, c.type, c.name, c.provider,
            COALESCE(s.min_satang, c.min_satang) AS min_satang, COALESCE(s.max_satang, c.max_satang) AS max_satang,
            COALESCE(s.available, c.available) AS available,
            COALESCE(s.unavailable_reason, c.unavailable_reason) AS unavailable_reason,
            (c.agent_id IS NOT NULL OR s.agent_id IS NOT NULL) AS own
       FROM payment_channels c
       LEFT JOIN payment_channel_settings s ON s.channel_id = c.id AND s.agent_id = $1
      WHERE c.agent_id IS NOT DISTINCT FROM (
              SELECT CASE WHEN EXISTS (SELECT 1 FROM payment_channels WHERE agent_id = $1) THEN $1 END)
      ORDER BY c.sort, c.id`,
    [agentId],
  );
  return rows;
};

/** Sub-channels: the agent's accounts the money goes into. A QR channel has none (the provider collects). */
export const subChannels = async (
  q: Queryable,
  agentId: number,
  type: ChannelType,
): Promise<SubChannel[]> => {
  if (type === 'bank_transfer') {
    const { rows } = await q.query<SubChannel>(
      `SELECT a.id, b.short_name AS name, a.bank_code, b.name_th AS bank_name, a.account_number, a.account_name
         FROM agent_bank_accounts a JOIN banks b ON b.code = a.bank_code
        WHERE a.agent_id = $1 AND a.active ORDER BY a.sort, a.id`,
      [agentId],
    );
    return rows;
  }
  if (type === 'truemoney') {
    const { rows } = await q.query<SubChannel>(
      `SELECT id, 'TrueMoney Wallet' AS name, 'TRUEMONEY' AS bank_code, 'ทรูมันนี่ วอลเล็ท' AS bank_name,
              phone AS account_number, account_name
         FROM agent_true_money_accounts WHERE agent_id = $1 AND active ORDER BY sort, id`,
      [agentId],
    );
    return rows;
  }
  return [];
};

/** A channel is usable when switched on and, for transfer channels, when the agent has an account to pay into. */
export const toPaymentChannel = (row: ChannelRow, accounts: number | null): PaymentChannel => {
  const noAccount = accounts === 0;
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    min_amount: toBaht(row.min_satang),
    max_amount: toBaht(row.max_satang),
    available: row.available && !noAccount,
    unavailable_reason: !row.available
      ? row.unavailable_reason || 'ปิดให้บริการชั่วคราว'
      : noAccount
        ? 'ยังไม่มีบัญชีรับเงินสำหรับช่องทางนี้'
        : '',
  };
};

export const listChannels = async (q: Queryable, agentId: number): Promise<PaymentChannel[]> => {
  const rows = await agentChannels(q, agentId);
  return Promise.all(
    rows.map(async (row) =>
      toPaymentChannel(
        row,
        row.type === 'promptpay_qr' ? null : (await subChannels(q, agentId, row.type)).length,
      ),
    ),
  );
};

/** The channel of this agent, or PAYMENT_CHANNEL_NOT_FOUND (another agent's channel does not exist for it). */
/** The Thai refusal of an order on a closed channel: the reason staff typed when closing it, when there is one. */
export const closedChannelMessage = (channel: ChannelRow) =>
  channel.unavailable_reason ? `${channel.unavailable_reason} กรุณาเลือกช่องทางอื่น` : undefined;

export const channelOf = async (q: Queryable, agentId: number, channelId: number): Promise<ChannelRow> => {
  const channel = (await agentChannels(q, agentId)).find((row) => row.id === channelId);
  return channel ?? fail('PAYMENT_CHANNEL_NOT_FOUND');
};
