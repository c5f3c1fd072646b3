import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statementMapping, type StatementMapping } from '@contract/admin/statements';
import { request } from '@lib/api';
import { transferKeys } from './transfer-keys';

const saveStatementMapping = (body: { bank_account_id: number; mapping: StatementMapping }) =>
  request<StatementMapping>(import.meta.env.DEV && statementMapping, {
    method: 'POST',
    url: '/api/admin/statements/mapping',
    data: body,
    skipBadRequestRedirect: true,
  });

export const useSaveStatementMappingMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStatementMapping,
    onSuccess: () => client.invalidateQueries({ queryKey: transferKeys.accounts() }),
  });
};
