import { Button, Card, Col, Descriptions, Row, Space, Tag } from 'antd';
import type { QueuedWithdrawal } from '@contract/admin/withdrawals';
import { formatDateTime } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { withdrawalStrings as s } from '../strings';
import { MemberContext } from './member-context';

type WithdrawalCardProps = {
  item: QueuedWithdrawal;
  /** Absent for a role that may only look (support): the card shows no decision buttons. */
  onDecide?: (item: QueuedWithdrawal, approve: boolean) => void;
};

/** One request: who, how much, where to; the member's context beside it; approve or refuse. */
export const WithdrawalCard = ({ item, onDecide }: WithdrawalCardProps) => (
  <Card size="small" data-testid="withdrawal-card" data-withdrawal-id={item.id}>
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={10}>
        <Baht value={item.amount} strong fontSize={24} />
        <Space wrap style={{ margin: '8px 0' }}>
          {item.flags.map((flag) => (
            <Tag key={flag} color={flag === 'no_play_since_deposit' ? 'red' : 'orange'}>
              {s.flags[flag]}
            </Tag>
          ))}
        </Space>
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={s.requested}>{formatDateTime(item.created_at)}</Descriptions.Item>
          <Descriptions.Item label={s.member}>
            {item.member.full_name} · {item.member.phone} · {s.accountAge(item.member.account_age_days)}
          </Descriptions.Item>
          <Descriptions.Item label={s.bank}>
            {item.bank.name} {item.bank.account} ({item.bank.account_name})
          </Descriptions.Item>
        </Descriptions>
        {onDecide && (
          <Space>
            <Button type="primary" onClick={() => onDecide(item, true)} data-testid="approve-button">
              {s.approve}
            </Button>
            <Button danger onClick={() => onDecide(item, false)} data-testid="refuse-button">
              {s.refuse}
            </Button>
          </Space>
        )}
      </Col>
      <Col xs={24} lg={14}>
        <MemberContext item={item} />
      </Col>
    </Row>
  </Card>
);
