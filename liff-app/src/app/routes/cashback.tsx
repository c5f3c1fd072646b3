import { CashbackPage } from '@features/cashback/components/cashback-page';

/** `/liff/cashback`: daily cashback rates and the member's days paid (LIFF members are always logged in). */
export const Component = () => <CashbackPage member />;
