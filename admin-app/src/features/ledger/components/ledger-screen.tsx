import { Col, Row, Space, Typography } from 'antd';
import { HouseAccountsCard } from './house-accounts-card';
import { ReconcileCard } from './reconcile-card';
import { TransferSearchCard } from './transfer-search-card';
import { ledgerStrings as s } from '../strings';

type LedgerScreenProps = { mayReconcile: boolean };

export const LedgerScreen = ({ mayReconcile }: LedgerScreenProps) => (
  <div data-testid="ledger-page">
    <Typography.Title level={3} style={{ marginTop: 0 }}>
      {s.title}
    </Typography.Title>
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={mayReconcile ? 12 : 24}>
          <HouseAccountsCard />
        </Col>
        {mayReconcile ? (
          <Col xs={24} lg={12}>
            <ReconcileCard />
          </Col>
        ) : null}
      </Row>
      <TransferSearchCard />
    </Space>
  </div>
);
