import { StatementPage } from '@features/statement/components/statement-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { backHome: true };

export const Component = StatementPage;
