import { SafetyHelpPage } from '@features/safety/components/help-page';

/** `/liff/safety-help`: the page on playing safely. */
export const Component = () => <SafetyHelpPage />;
