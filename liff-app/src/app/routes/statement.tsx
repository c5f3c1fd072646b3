import { StatementPage } from '@features/statement/components/statement-page';

/** `/liff/statement`: the member's transactions. */
export const Component = StatementPage;
