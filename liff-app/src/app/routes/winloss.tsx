import { WinlossPage } from '@features/cashback/components/winloss-page';

/** `/liff/winloss`: this week's loss so far, the claimable refunds with their window, and the history. */
export const Component = () => <WinlossPage member />;
