import { QuestPage } from '@features/quest/components/quest-page';

/** `/liff/creditfree`: the member's daily and weekly quests. */
export const Component = QuestPage;
