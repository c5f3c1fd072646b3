import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  memberProtection,
  protectionReport,
  type HelpContactBody,
  type MemberProtection,
  type ProtectionReport,
  type ProtectionReportQuery,
} from '@contract/admin/protection';
import { safetyHelp, type SafetyHelp } from '@contract/protection/protection';
import { request } from '@lib/api';

const protectionKeys = {
  all: ['admin', 'protection'] as const,
  member: (id: number) => [...protectionKeys.all, 'member', id] as const,
  report: (state: ProtectionReportQuery['state']) => [...protectionKeys.all, 'report', state] as const,
  help: () => [...protectionKeys.all, 'help'] as const,
};

/** GET /api/admin/members/:id/protection: limits with usage, reality check, exclusion and history (read-only). */
export const useMemberProtection = (memberId: number) =>
  useQuery({
    queryKey: protectionKeys.member(memberId),
    queryFn: () =>
      request<MemberProtection>(import.meta.env.DEV && memberProtection, {
        method: 'GET',
        url: `/api/admin/members/${memberId}/protection`,
      }),
  });

/** GET /api/admin/protection/report: members near (80%+) or at their limits, and those excluded now. */
export const useProtectionReport = (state: ProtectionReportQuery['state']) =>
  useQuery({
    queryKey: protectionKeys.report(state),
    // The filter's previous rows stay on screen while the next ones load.
    placeholderData: keepPreviousData,
    queryFn: () =>
      request<ProtectionReport>(import.meta.env.DEV && protectionReport, {
        method: 'GET',
        url: '/api/admin/protection/report',
        params: { state },
      }),
  });

/** GET /api/admin/protection/help (content.manage): the help contact the member's safety page shows. */
export const useHelpContact = (enabled: boolean) =>
  useQuery({
    queryKey: protectionKeys.help(),
    enabled,
    queryFn: () =>
      request<SafetyHelp>(import.meta.env.DEV && safetyHelp, {
        method: 'GET',
        url: '/api/admin/protection/help',
      }),
  });

/** PUT /api/admin/protection/help (content.manage, audited); the saved contact replaces the cached one. */
export const useSaveHelpContact = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HelpContactBody) =>
      request<SafetyHelp>(import.meta.env.DEV && safetyHelp, {
        method: 'PUT',
        url: '/api/admin/protection/help',
        data: body,
      }),
    onSuccess: (saved) => client.setQueryData(protectionKeys.help(), saved),
  });
};
