import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  houseAccounts,
  ledgerTransferPage,
  reconcileReport,
  type HouseAccounts,
  type LedgerTransferPage,
  type LedgerTransferQuery,
  type ReconcileReport,
} from '@contract/admin/ledger';
import { request } from '@lib/api';

const ledgerKeys = {
  all: ['admin', 'ledger'] as const,
  accounts: () => [...ledgerKeys.all, 'accounts'] as const,
  transfers: (query: LedgerTransferQuery) => [...ledgerKeys.all, 'transfers', query] as const,
};

const getHouseAccounts = () =>
  request<HouseAccounts>(import.meta.env.DEV && houseAccounts, {
    method: 'GET',
    url: '/api/admin/ledger/accounts',
  });
const houseAccountsOptions = () =>
  queryOptions({ queryKey: ledgerKeys.accounts(), queryFn: getHouseAccounts });
export const useHouseAccountsQuery = () => useQuery(houseAccountsOptions());

const searchLedgerTransfers = (query: LedgerTransferQuery) =>
  request<LedgerTransferPage>(import.meta.env.DEV && ledgerTransferPage, {
    method: 'GET',
    url: '/api/admin/ledger/transfers',
    params: query,
  });
const ledgerTransfersOptions = (query: LedgerTransferQuery) =>
  queryOptions({
    queryKey: ledgerKeys.transfers(query),
    queryFn: () => searchLedgerTransfers(query),
    placeholderData: keepPreviousData,
  });
export const useLedgerTransfersQuery = (query: LedgerTransferQuery) =>
  useQuery(ledgerTransfersOptions(query));

const runReconcile = () =>
  request<ReconcileReport>(import.meta.env.DEV && reconcileReport, {
    method: 'POST',
    url: '/api/admin/ledger/reconcile',
    data: {},
    skipBadRequestRedirect: true,
  });
export const useReconcileMutation = () => useMutation({ mutationFn: runReconcile });
