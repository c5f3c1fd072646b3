import type { Queryable } from '@server/db/db';

type SmsMessage = {
  agentId: number | null;
  /** Thai mobile number, 10 digits starting with 0. */
  phone: string;
  /** What the message is for ('reset_password', 'register'), for the log, the outbox and the console. */
  purpose: string;
  /**
   * The cause, unique for ever (`sms:reset_password:<otp id>`): the same cause sent again adds nothing (the
   * outbox's event key).
   */
  key: string;
  body: string;
  /** Past this, the text is useless (a one-time code expired): it is not sent, and not kept. */
  expiresAt?: Date;
};

/**
 * Sends one text message. `send` writes only to the database it is given (a gateway adapter enqueues into the
 * outbox, which the outbox job sends after the commit), so it may run inside the transaction that decided to send.
 */
export interface SmsSender {
  /**
   * Whether a message sent reaches the member's phone. A member-facing screen never says "sent" when it does
   * not (the forgot page reads it through the agent configuration).
   */
  readonly reachesMembers: boolean;
  send(q: Queryable, message: SmsMessage): Promise<void>;
}
