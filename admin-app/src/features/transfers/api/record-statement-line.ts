import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  statementLineResult,
  type StatementLineBody,
  type StatementLineResult,
} from '@contract/admin/statements';
import { request } from '@lib/api';
import { transferKeys } from './transfer-keys';

const recordStatementLine = (body: StatementLineBody) =>
  request<StatementLineResult>(import.meta.env.DEV && statementLineResult, {
    method: 'POST',
    url: '/api/admin/statements/lines',
    data: body,
    skipBadRequestRedirect: true,
  });

export const useRecordStatementLineMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordStatementLine,
    onSuccess: () => client.invalidateQueries({ queryKey: transferKeys.all }),
  });
};
