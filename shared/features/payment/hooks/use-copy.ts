import { useCallback } from 'react';
import { showToast } from '@ui/toast';
import { paymentText } from '@features/payment/strings';

/** Copies text; LINE's in-app browser may refuse the clipboard, so the member is told to long-press instead. */
export const useCopy = () =>
  useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(paymentText.copied, 'success');
    } catch {
      showToast(paymentText.copyFailed, 'error');
    }
  }, []);
