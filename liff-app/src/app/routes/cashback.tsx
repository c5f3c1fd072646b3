import { useIsLoggedIn } from '@features/account/stores/user-store';
import { CashbackPage } from '@features/cashback/components/cashback-page';

/** `/liff/cashback`: daily cashback rates for everyone; a member also sees the days paid. */
export const Component = () => <CashbackPage member={useIsLoggedIn()} />;
