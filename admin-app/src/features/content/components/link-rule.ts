import { isSafeLink } from '@contract/admin/content';
import { contentStrings as t } from '../strings';

/** The server's link rule, checked in the form first (the server checks again). */
export const linkRule = (required: boolean) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const text = (value ?? '').trim();
    if (!text && !required) return;
    if (!text) throw new Error(t.required);
    if (!isSafeLink(text)) throw new Error(t.linkRule);
  },
});
