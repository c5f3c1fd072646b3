import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statementResult, type StatementFileBody, type StatementResult } from '@contract/admin/statements';
import { request } from '@lib/api';
import { transferKeys } from './transfer-keys';

/** POST /api/admin/statements/preview or /import: the same file and mapping, read or recorded. */
const readStatement = ({ body, commit }: { body: StatementFileBody; commit: boolean }) =>
  request<StatementResult>(import.meta.env.DEV && statementResult, {
    method: 'POST',
    url: `/api/admin/statements/${commit ? 'import' : 'preview'}`,
    data: body,
    skipBadRequestRedirect: true,
  });

export const useReadStatementMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readStatement,
    onSuccess: (_result, { commit }) =>
      commit ? client.invalidateQueries({ queryKey: transferKeys.all }) : undefined,
  });
};
