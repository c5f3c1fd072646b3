import { Card, Col, Row, Statistic } from 'antd';
import type { PeriodFigures } from '@contract/admin/dashboard';
import { dashboardStrings as s } from '../strings';

const MONEY = ['deposits', 'withdrawals', 'stakes', 'wins', 'ggr', 'bonus_cost'] as const;
const PEOPLE = ['new_members', 'active_members'] as const;

type FigureCardsProps = { title: string; figures: PeriodFigures; testId: string };

/** One period's figures: money with two decimals, members as counts. */
export const FigureCards = ({ title, figures, testId }: FigureCardsProps) => (
  <Card title={title} size="small" data-testid={testId}>
    <Row gutter={[16, 16]}>
      {MONEY.map((key) => (
        <Col xs={12} md={6} key={key}>
          <Statistic
            title={s.figures[key]}
            value={figures[key]}
            precision={2}
            valueStyle={{ fontSize: 20, color: figures[key] < 0 ? '#cf1322' : undefined }}
            data-testid={`${testId}-${key}`}
          />
        </Col>
      ))}
      {PEOPLE.map((key) => (
        <Col xs={12} md={6} key={key}>
          <Statistic
            title={s.figures[key]}
            value={figures[key]}
            suffix={s.people}
            valueStyle={{ fontSize: 20 }}
          />
        </Col>
      ))}
    </Row>
  </Card>
);
