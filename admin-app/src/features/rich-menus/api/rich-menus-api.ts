import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  richMenuDraft,
  richMenuList,
  richMenuPublication,
  type RichMenuBody,
  type RichMenuDraft,
  type RichMenuKind,
  type RichMenuPublication,
  type RichMenuState,
} from '@contract/admin/rich-menus';
import { request } from '@lib/api';

const richMenuKeys = {
  all: ['admin', 'line', 'rich-menus'] as const,
  draft: (kind: RichMenuKind) => ['admin', 'line', 'rich-menus', 'draft', kind] as const,
};

export const useRichMenusQuery = () =>
  useQuery({
    queryKey: richMenuKeys.all,
    queryFn: () =>
      request<RichMenuState[]>(import.meta.env.DEV && richMenuList, {
        method: 'GET',
        url: '/api/admin/line/rich-menus',
      }),
  });

/** One draft with its image, for the editor. */
export const useRichMenuDraftQuery = (kind: RichMenuKind) =>
  useQuery({
    queryKey: richMenuKeys.draft(kind),
    queryFn: () =>
      request<RichMenuDraft | null>(import.meta.env.DEV && richMenuDraft.nullable(), {
        method: 'GET',
        url: `/api/admin/line/rich-menus/${kind}`,
      }),
  });

export const useSaveRichMenu = (kind: RichMenuKind) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RichMenuBody) =>
      request<RichMenuDraft>(import.meta.env.DEV && richMenuDraft, {
        method: 'POST',
        url: `/api/admin/line/rich-menus/${kind}`,
        data: body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: richMenuKeys.all }),
  });
};

/** Publish or roll back: LINE's menu changes, the list follows. */
export const useRichMenuAction = (kind: RichMenuKind, action: 'publish' | 'rollback') => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request<RichMenuPublication>(import.meta.env.DEV && richMenuPublication, {
        method: 'POST',
        url: `/api/admin/line/rich-menus/${kind}/${action}`,
      }),
    // A refusal midway (LINE failed) also changed the stored state: the list is read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: richMenuKeys.all }),
  });
};
