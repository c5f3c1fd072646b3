import { useState } from 'react';
import { PageShell } from '@ui/page-shell';
import { statementText } from '@features/statement/strings';
import { defaultStatementFilters, StatementFilters } from './statement-filters';
import { StatementList } from './statement-list';
import './statement.css';

/** /member/statement: the member's financial transactions, filtered by type and Bangkok date range. */
export const StatementPage = () => {
  const [filters, setFilters] = useState(() => defaultStatementFilters());
  return (
    <PageShell title={statementText.title}>
      <div className="statement-page">
        <StatementFilters value={filters} onChange={setFilters} />
        <StatementList filters={{ type: filters.type, from: filters.range.from, to: filters.range.to }} />
      </div>
    </PageShell>
  );
};
