import { useIsLoggedIn } from '@features/account/stores/user-store';
import { WinlossPage } from '@features/cashback/components/winloss-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { backHome: true };

/** /winloss: the win/loss refund for everyone; a member also sees this week and claims past weeks. */
export const Component = () => <WinlossPage member={useIsLoggedIn()} />;
