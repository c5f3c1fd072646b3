import { useQuery } from '@tanstack/react-query';
import { myManualMoney, type MyManualMoney } from '@contract/admin/manual-money';
import { request } from '@lib/api';
import { membersKeys } from './members-keys';

const getMyManualMoney = () =>
  request<MyManualMoney>(import.meta.env.DEV && myManualMoney, {
    method: 'GET',
    url: '/api/admin/manual_money/me',
  });

/** The signed-in staff member's room today and the four-eyes threshold, for the credit/debit form. */
export const useMyManualMoney = () =>
  useQuery({ queryKey: membersKeys.myManualMoney(), queryFn: getMyManualMoney });
