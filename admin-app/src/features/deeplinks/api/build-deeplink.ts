import { useMutation } from '@tanstack/react-query';
import { deepLinkAnswer, type DeepLinkAnswer, type DeepLinkBody } from '@contract/admin/deeplinks';
import { request } from '@lib/api';

const buildDeepLink = (data: DeepLinkBody) =>
  request<DeepLinkAnswer>(import.meta.env.DEV && deepLinkAnswer, {
    method: 'POST',
    url: '/api/admin/deeplinks',
    data,
  });

export const useBuildDeepLink = () => useMutation({ mutationFn: buildDeepLink });
