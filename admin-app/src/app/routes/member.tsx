import { useParams } from 'react-router-dom';
import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { LinkedMembersTab } from '@admin-app/features/linked-members/components/linked-members-tab';
import { linkedMembersStrings } from '@admin-app/features/linked-members/strings';
import { MemberPage } from '@admin-app/features/members/components/member-page';
import { MemberProtectionPanel } from '@admin-app/features/protection/components/member-protection-panel';
import { protectionStrings } from '@admin-app/features/protection/strings';

export const Component = () => {
  const id = Number(useParams().id);
  const granted = new Set(useMeQuery().data?.permissions);
  // Player protection and linked accounts are features of their own; the route composes their tabs into the page.
  const protection = {
    key: 'protection',
    label: protectionStrings.tab,
    children: <MemberProtectionPanel memberId={id} />,
  };
  const linked = {
    key: 'linked',
    label: linkedMembersStrings.tab,
    children: <LinkedMembersTab memberId={id} />,
  };
  return <MemberPage key={id} memberId={id} granted={granted} extraTabs={[linked, protection]} />;
};
