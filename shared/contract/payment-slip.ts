import { z } from 'zod';

/** A transfer slip a member attaches to a transfer order (issue 28): an image, checked by its bytes. */
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;
export const SLIP_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The order the slip belongs to: its reference, as the member's order screen holds it. */
export const slipQuery = z.object({ order_id: z.string().trim().min(1).max(40) });

export const depositSlip = z.object({
  order_id: z.string(),
  mime: z.enum(SLIP_TYPES),
  size: z.number().int(),
  uploaded_at: z.string(),
});
export type DepositSlip = z.infer<typeof depositSlip>;

/** The console's view of a slip: what it is and the image itself (base64), or null when none is attached. */
export const slipWithImage = depositSlip.extend({ data_base64: z.string() });
export type SlipWithImage = z.infer<typeof slipWithImage>;
