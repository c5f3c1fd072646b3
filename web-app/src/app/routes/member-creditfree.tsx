import { QuestPage } from '@features/quest/components/quest-page';

/** /member/creditfree: the member's daily and weekly quests (ภารกิจ). */
export const Component = QuestPage;
