import { clickAnswer } from '@contract/affiliate/affiliate';
import { request } from '@lib/api';

/**
 * POST /api/affiliate/click: a visit through a referral link (`/register?ref=CODE`), counted in the referrer's
 * summary. Best effort: an unknown code or the per-address limit must not disturb the form.
 */
export const recordReferralClick = (code: string) =>
  request(import.meta.env.DEV && clickAnswer, {
    method: 'POST',
    url: '/api/affiliate/click',
    data: { code },
    skipBadRequestRedirect: true,
  }).catch(() => undefined);
