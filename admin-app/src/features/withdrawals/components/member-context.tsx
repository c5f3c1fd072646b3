import { Descriptions, Space, Tag, Typography } from 'antd';
import type { QueuedWithdrawal } from '@contract/admin/withdrawals';
import { formatBaht } from '@lib/format';
import { formatDate } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { useNarrow } from '@admin-app/ui/narrow';
import { withdrawalStrings as s } from '../strings';

/** Turnover the main wallet still owes (the rewards engine's count), else what sits in bonus wallets. */
const turnoverText = (item: QueuedWithdrawal) => {
  if (item.turnover_owed) return s.owedTurnover(formatBaht(item.turnover_owed));
  const locked = item.wallets.filter((w) => w.turnover_multiplier > 0 && w.balance > 0);
  if (locked.length === 0) return s.noTurnover;
  return s.lockedTurnover(formatBaht(locked.reduce((sum, w) => sum + w.balance, 0)));
};

/** What the staff member reads before deciding: balances, activity since the last withdrawal, turnover. */
export const MemberContext = ({ item }: { item: QueuedWithdrawal }) => {
  // On a phone each label sits above its value: beside a 150 px label the value had a few pixels left.
  const narrow = useNarrow();
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      layout={narrow ? 'vertical' : 'horizontal'}
      styles={{ label: narrow ? {} : { width: 150 } }}
    >
      <Descriptions.Item label={s.wallets}>
        <Space direction="vertical" size={0}>
          {item.wallets.map((w) => (
            <span key={w.wallet_type_id}>
              {w.name}: <Baht value={w.balance} /> {w.withdrawable ? null : <Tag>{s.notWithdrawable}</Tag>}
            </span>
          ))}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={s.depositsSince}>
        <Baht value={item.deposits_since} />{' '}
        <Typography.Text type="secondary">
          {s.since(item.since ? formatDate(item.since) : null)}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={s.stakesSince}>
        <Baht value={item.stakes_since} />
      </Descriptions.Item>
      <Descriptions.Item label={s.turnover}>{turnoverText(item)}</Descriptions.Item>
    </Descriptions>
  );
};
