import type { Queryable } from '@server/db/db';

type SmsMessage = {
  agentId: number | null;
  /** Thai mobile number, 10 digits starting with 0. */
  phone: string;
  /** What the message is for ('reset_password'), for the log and the outbox. */
  purpose: string;
  body: string;
};

/** Sends one text message. Called outside money transactions; may write to the database it is given. */
export interface SmsSender {
  /**
   * Whether a message sent reaches the member's phone. A member-facing screen never says "sent" when it does
   * not (the forgot page reads it through the agent configuration).
   */
  readonly reachesMembers: boolean;
  send(q: Queryable, message: SmsMessage): Promise<void>;
}
