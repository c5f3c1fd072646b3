import { LottoPage } from '@admin-app/features/lotto/components/lotto-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'lotto.view' };

export const Component = () => <LottoPage />;
