import { useMutation } from '@tanstack/react-query';
import type { DeepLinkAnswer, DeepLinkBody } from '@contract/admin/deeplinks';
import { request } from '@lib/api';

export const buildDeepLink = (data: DeepLinkBody) =>
  request<DeepLinkAnswer>({ method: 'POST', url: '/api/admin/deeplinks', data });

export const useBuildDeepLink = () => useMutation({ mutationFn: buildDeepLink });
