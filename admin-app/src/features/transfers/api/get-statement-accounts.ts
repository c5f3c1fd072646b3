import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { statementAccount, type StatementAccount } from '@contract/admin/statements';
import { request } from '@lib/api';
import { transferKeys } from './transfer-keys';

const getStatementAccounts = () =>
  request<StatementAccount[]>(import.meta.env.DEV && z.array(statementAccount), {
    method: 'GET',
    url: '/api/admin/statements/accounts',
  });

const statementAccountsQueryOptions = () =>
  queryOptions({ queryKey: transferKeys.accounts(), queryFn: getStatementAccounts });

/** The agent's bank accounts, each with the statement column mapping saved for it. */
export const useStatementAccountsQuery = () => useQuery(statementAccountsQueryOptions());
