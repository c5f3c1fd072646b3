import { Button, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import type { QueuedWithdrawal } from '@contract/admin/withdrawals';
import { formatDateTime } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { useNarrow } from '@admin-app/ui/narrow';
import type { DecisionVerb } from './decision-modal';
import { withdrawalStrings as s } from '../strings';
import { MemberContext } from './member-context';

type WithdrawalCardProps = {
  item: QueuedWithdrawal;
  /** Absent for a role that may only look (support): the card shows no decision buttons. */
  onDecide?: (item: QueuedWithdrawal, verb: DecisionVerb) => void;
};

/**
 * One request: who, how much, where to (the account number copies with one tap: staff paste it in their bank
 * app); the member's context beside it, under it on a phone; approve or refuse, or record the payout of one the
 * system approved.
 */
export const WithdrawalCard = ({ item, onDecide }: WithdrawalCardProps) => {
  const narrow = useNarrow();
  return (
    <Card size="small" data-testid="withdrawal-card" data-withdrawal-id={item.id}>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={10} style={{ minWidth: 0 }}>
          <Baht value={item.amount} strong fontSize={24} />
          <Space wrap style={{ margin: '8px 0' }}>
            {item.awaiting_payout ? (
              <Tag color="green" data-testid="awaiting-payout">
                {s.awaitingPayout}
              </Tag>
            ) : null}
            {item.flags.map((flag) => (
              <Tag key={flag} color={flag === 'no_play_since_deposit' ? 'red' : 'orange'}>
                {s.flags[flag]}
              </Tag>
            ))}
          </Space>
          <Descriptions size="small" column={1} layout={narrow ? 'vertical' : 'horizontal'}>
            <Descriptions.Item label={s.requested}>{formatDateTime(item.created_at)}</Descriptions.Item>
            <Descriptions.Item label={s.member}>
              {item.member.full_name} · {item.member.phone} · {s.accountAge(item.member.account_age_days)}
            </Descriptions.Item>
            <Descriptions.Item label={s.bank}>
              <span>
                {item.bank.name}{' '}
                <Typography.Text
                  strong
                  copyable={{ text: item.bank.account, tooltips: [s.copyAccount, s.copied] }}
                  data-testid="bank-account"
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {item.bank.account}
                </Typography.Text>{' '}
                ({item.bank.account_name})
              </span>
            </Descriptions.Item>
          </Descriptions>
          {onDecide && (
            <Space wrap>
              {item.awaiting_payout ? (
                <Button type="primary" onClick={() => onDecide(item, 'paid')} data-testid="payout-button">
                  {s.recordPayout}
                </Button>
              ) : (
                <>
                  <Button
                    type="primary"
                    onClick={() => onDecide(item, 'approve')}
                    data-testid="approve-button"
                  >
                    {s.approve}
                  </Button>
                  <Button danger onClick={() => onDecide(item, 'refuse')} data-testid="refuse-button">
                    {s.refuse}
                  </Button>
                </>
              )}
            </Space>
          )}
        </Col>
        <Col xs={24} lg={14} style={{ minWidth: 0 }}>
          <MemberContext item={item} />
        </Col>
      </Row>
    </Card>
  );
};
