import { Button, Dialog } from 'antd-mobile';
import { showToast } from '@ui/toast';
import { useLineUnlinkMutation } from '@features/account/api/line-link';
import { accountText } from '@features/account/strings';

/** The profile's "disconnect LINE": after a confirmation, LINE no longer logs in to this account. */
export const LineUnlinkButton = () => {
  const mutation = useLineUnlinkMutation();
  const handleClick = async () => {
    const confirmed = await Dialog.confirm({
      content: accountText.lineUnlinkConfirm,
      confirmText: accountText.confirm,
      cancelText: accountText.cancel,
    });
    if (!confirmed) return;
    try {
      await mutation.mutateAsync();
    } catch (error) {
      showToast(error instanceof Error ? error.message : accountText.loadFailed, 'error');
      return;
    }
    showToast(accountText.lineUnlinked, 'success');
  };
  return (
    <Button
      block
      fill="outline"
      loading={mutation.isPending}
      onClick={() => void handleClick()}
      data-testid="line-unlink"
    >
      {accountText.lineUnlink}
    </Button>
  );
};
