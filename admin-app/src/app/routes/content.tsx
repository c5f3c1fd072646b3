import { ContentPage } from '@admin-app/features/content/components/content-page';
import { HelpForm } from '@admin-app/features/protection/components/help-form';
import { protectionStrings } from '@admin-app/features/protection/strings';

// The help contact of the members' safety page is content too: the content role edits it here (the player
// protection page, where it also is, needs members.view).
const help = { key: 'safety-help', label: protectionStrings.helpTab, children: <HelpForm canEdit /> };

export const Component = () => <ContentPage extraTabs={[help]} />;
