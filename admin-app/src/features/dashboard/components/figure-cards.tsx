import { Card, Col, Row, Statistic } from 'antd';
import type { MemberCounts, PeriodFigures } from '@contract/admin/dashboard';
import { dashboardStrings as s } from '../strings';

const MONEY = ['deposits', 'withdrawals', 'stakes', 'wins', 'ggr', 'bonus_cost', 'adjustments'] as const;
const PEOPLE = ['new_members', 'active_members'] as const;

/** `figures` null: the role sees no money, only the member counts. */
type FigureCardsProps = {
  title: string;
  figures: PeriodFigures | null;
  members: MemberCounts;
  testId: string;
};

/** One period's figures: money with two decimals (for a role that sees money), members as counts. */
export const FigureCards = ({ title, figures, members, testId }: FigureCardsProps) => (
  <Card title={title} size="small" data-testid={testId}>
    <Row gutter={[16, 16]}>
      {(figures ? MONEY : []).map((key) => (
        <Col xs={12} md={6} key={key}>
          <Statistic
            title={s.figures[key]}
            value={figures?.[key]}
            precision={2}
            valueStyle={{ fontSize: 20, color: (figures?.[key] ?? 0) < 0 ? '#cf1322' : undefined }}
            data-testid={`${testId}-${key}`}
          />
        </Col>
      ))}
      {PEOPLE.map((key) => (
        <Col xs={12} md={6} key={key}>
          <Statistic
            title={s.figures[key]}
            value={members[key]}
            suffix={s.people}
            valueStyle={{ fontSize: 20 }}
          />
        </Col>
      ))}
    </Row>
  </Card>
);
