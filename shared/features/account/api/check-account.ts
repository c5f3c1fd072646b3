import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { checkAccountAnswer, type checkAccountBody } from '@contract/account';
import { request } from '@lib/api';
import { accountKeys } from './keys';

export type CheckAccountBody = z.infer<typeof checkAccountBody>;
export type CheckAccountAnswer = z.infer<typeof checkAccountAnswer>;

/** POST /api/check_account: is a phone number or a bank account still free to register (null: not asked). */
const checkAccount = (body: CheckAccountBody) =>
  request<CheckAccountAnswer>(import.meta.env.DEV && checkAccountAnswer, {
    method: 'POST',
    url: '/api/check_account',
    data: body,
  });

const checkPhoneQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: accountKeys.check('phone', phone),
    queryFn: () => checkAccount({ phone }),
    staleTime: 60_000,
  });

const checkBankAccountQueryOptions = (bankCode: string, bankAccount: string) =>
  queryOptions({
    queryKey: accountKeys.check('bank', `${bankCode}:${bankAccount}`),
    queryFn: () => checkAccount({ bank_code: bankCode, bank_account: bankAccount }),
    staleTime: 60_000,
  });

/** Live availability while typing; the caller debounces and enables it only for well-formed values. */
export const useCheckPhoneQuery = (phone: string, enabled: boolean) =>
  useQuery({ ...checkPhoneQueryOptions(phone), enabled });

export const useCheckBankAccountQuery = (bankCode: string, bankAccount: string, enabled: boolean) =>
  useQuery({ ...checkBankAccountQueryOptions(bankCode, bankAccount), enabled });
