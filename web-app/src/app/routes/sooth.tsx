import { SoothPage } from '@features/sooth/components/sooth-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { backHome: true };

export const Component = SoothPage;
