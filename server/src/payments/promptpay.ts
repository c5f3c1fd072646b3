import generatePayload from 'promptpay-qr';
import QRCode from 'qrcode';
import { toBaht, type Satang } from '@contract/money';
import { crc16CcittFalse } from './crc16';

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/**
 * A dynamic PromptPay payload (EMVCo merchant-presented) for `amount`, carrying `reference` so the payer's bank
 * app shows it and the provider can match the payment. `promptpay-qr` builds the standard fields; it has no
 * reference, so the Additional Data template (tag 62, reference label 05) is added before the CRC, which is
 * then computed again.
 */
export const promptPayPayload = (target: string, amount: Satang, reference: string): string => {
  const base = generatePayload(target, { amount: toBaht(amount) });
  const withoutCrc = base.slice(0, -8); // drops "6304" + 4 hex digits
  const body = `${withoutCrc}${field('62', field('05', reference))}6304`;
  return `${body}${crc16CcittFalse(body)}`;
};

/** The payload drawn as a PNG data URL the screen shows as an image. */
export const qrImage = (payload: string): Promise<string> =>
  QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
