import { SafetyHelpPage } from '@features/safety/components/help-page';

/** /safety: the page on playing safely, open to guests (the footer links it). */
export const Component = () => <SafetyHelpPage />;
