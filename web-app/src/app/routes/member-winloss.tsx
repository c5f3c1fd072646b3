import { WinlossPage } from '@features/cashback/components/winloss-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { backHome: true };

/** /member/winloss: the member's win/loss refunds (behind the member guard). */
export const Component = () => <WinlossPage member />;
