import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  manualMoneyRules,
  type ManualMoneyRules,
  type ManualMoneyRulesBody,
} from '@contract/admin/manual-money';
import { request } from '@lib/api';
import { adjustmentsKeys } from './adjustments-keys';

const url = '/api/admin/manual_money/rules';

export const useManualMoneyRulesQuery = () =>
  useQuery({
    queryKey: adjustmentsKeys.rules(),
    queryFn: () => request<ManualMoneyRules>(import.meta.env.DEV && manualMoneyRules, { method: 'GET', url }),
  });

export const useSetManualMoneyRulesMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualMoneyRulesBody) =>
      request<ManualMoneyRules>(import.meta.env.DEV && manualMoneyRules, { method: 'POST', url, data: body }),
    onSettled: () => client.invalidateQueries({ queryKey: adjustmentsKeys.rules() }),
  });
};
