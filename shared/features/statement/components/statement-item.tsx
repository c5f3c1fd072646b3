import { Tag } from 'antd-mobile';
import type { StatementLine } from '@contract/wallet';
import { formatThaiDateTime } from '@lib/format';
import { MoneyText } from '@ui/money-text';
import { statementText } from '@features/statement/strings';
import { StatementIcon } from './statement-icon';
import './statement.css';

const TAG_COLORS: Record<StatementLine['status'], string> = {
  pending: 'warning',
  done: 'success',
  refused: 'danger',
  cancelled: 'default',
};

/** One movement: Thai description, signed amount (green in, red out), balance after, status, BE date-time. */
export const StatementItem = ({ line }: { line: StatementLine }) => (
  <li className={`statement-item statement-item--${line.status}`} data-testid="statement-line">
    <span className={`statement-item__icon statement-item__icon--${line.type}`}>
      <StatementIcon type={line.type} />
    </span>
    <span className="statement-item__main">
      <span className="statement-item__desc">{line.description}</span>
      <span className="statement-item__meta">
        {statementText.types[line.type]} · {line.wallet_name}
      </span>
      <time className="statement-item__time" dateTime={line.created_at}>
        {formatThaiDateTime(line.created_at)}
      </time>
    </span>
    <span className="statement-item__side">
      <MoneyText value={line.amount} signed className="statement-item__amount" />
      <span className="statement-item__after">
        {statementText.balanceAfter} <MoneyText value={line.balance_after} />
      </span>
      <Tag color={TAG_COLORS[line.status]} fill="outline" round>
        {statementText.status[line.status]}
      </Tag>
    </span>
  </li>
);
