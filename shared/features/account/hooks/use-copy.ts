import { useCallback } from 'react';
import { showToast } from '@ui/toast';
import { accountText } from '@features/account/strings';

/** Copies text with the clipboard API; LINE's in-app browser may refuse it, so the member is told to long-press. */
export const useCopy = () =>
  useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(accountText.copied, 'success');
    } catch {
      showToast(accountText.copyFailed, 'error');
    }
  }, []);
