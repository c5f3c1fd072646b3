import { SafetyPage } from '@features/safety/components/safety-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { backHome: true };

/** /member/safety: limits, reality check, time-out and self-exclusion (issue 15). */
export const Component = () => <SafetyPage />;
