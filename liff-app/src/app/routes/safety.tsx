import { SafetyPage } from '@features/safety/components/safety-page';

/** `/liff/safety`: limits, reality check, time-out and self-exclusion (issue 15). */
export const Component = () => <SafetyPage />;
