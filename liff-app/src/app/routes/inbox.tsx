import { InboxPage } from '@features/inbox/components/inbox-page';

/** `/liff/inbox`: what happened to the member's money. */
export const Component = InboxPage;
