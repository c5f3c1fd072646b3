import type { PaymentInfo } from '@contract/payment';
import type { Db } from '@server/db/db';
import type { SessionMember } from '@server/plugins/auth';
import { channelOf, subChannels, toPaymentChannel } from './channels';
import { QUICK_AMOUNTS } from './constants';

const NOTICE: Record<PaymentInfo['channel']['type'], string[]> = {
  promptpay_qr: [
    'สแกน QR ด้วยแอปธนาคารใดก็ได้ ยอดเงินและเลขอ้างอิงจะขึ้นให้อัตโนมัติ',
    'QR ใช้ได้ครั้งเดียวและมีอายุ 15 นาที กรุณาอย่าสแกนซ้ำหรือบันทึกไว้ใช้ภายหลัง',
    'เงินเข้ากระเป๋าหลักอัตโนมัติทันทีที่ชำระสำเร็จ ไม่ต้องแจ้งสลิป',
  ],
  bank_transfer: [
    'โอนจากบัญชีที่ลงทะเบียนไว้เท่านั้น',
    'กรุณาโอนยอดเงินให้ตรงทุกหลักรวมทศนิยม ระบบใช้ยอดนี้จับคู่รายการของท่าน',
    'ใส่เลขอ้างอิงในช่องบันทึกช่วยจำ (ถ้ามี) และโอนภายใน 15 นาที',
    'หากโอนแล้วเงินไม่เข้าภายใน 5 นาที กรุณาติดต่อแอดมินพร้อมสลิป',
  ],
  truemoney: [
    'โอนจากแอปทรูมันนี่ วอลเล็ทไปยังเบอร์ด้านล่าง',
    'กรุณาโอนยอดเงินให้ตรงทุกหลักรวมทศนิยม และโอนภายใน 15 นาที',
    'หากโอนแล้วเงินไม่เข้าภายใน 5 นาที กรุณาติดต่อแอดมินพร้อมสลิป',
  ],
};

export const paymentInfo = async (db: Db, member: SessionMember, channelId: number): Promise<PaymentInfo> => {
  const channel = await channelOf(db, member.agentId, channelId);
  const accounts = await subChannels(db, member.agentId, channel.type);
  const pending = await db.query<{ ref: string }>(
    `SELECT ref FROM deposit_orders
      WHERE member_id = $1 AND channel_id = $2 AND status = 'pending' AND expires_at > now()
      ORDER BY id DESC LIMIT 1`,
    [member.id, channel.id],
  );
  return {
    channel: toPaymentChannel(channel, channel.type === 'promptpay_qr' ? null : accounts.length),
    sub_channels: accounts,
    quick_amounts: QUICK_AMOUNTS,
    notice: NOTICE[channel.type],
    pending_order_id: pending.rows[0]?.ref ?? null,
  };
};
