import { useCallback } from 'react';
import { showToast } from '@ui/toast';
import { affiliateText } from '@features/affiliate/strings';

/**
 * The LIFF app gives a share function (LINE's share target picker, answering false where LINE has none); the
 * web app gives none. Without it, or when it answers false, the link is copied instead.
 */
export type ShareLink = (text: string) => Promise<boolean>;

export const useCopyText = () =>
  useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(affiliateText.copied, 'success');
    } catch {
      showToast(affiliateText.copyFailed, 'error');
    }
  }, []);

export const useShareLink = (share: ShareLink | undefined) => {
  const copy = useCopyText();
  return useCallback(
    async (link: string) => {
      if (share && (await share(affiliateText.shareText(link)).catch(() => false))) return;
      await copy(link);
    },
    [share, copy],
  );
};
