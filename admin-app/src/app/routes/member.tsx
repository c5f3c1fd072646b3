import { useParams } from 'react-router-dom';
import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { MemberPage } from '@admin-app/features/members/components/member-page';
import { MemberProtectionPanel } from '@admin-app/features/protection/components/member-protection-panel';
import { protectionStrings } from '@admin-app/features/protection/strings';

export const Component = () => {
  const id = Number(useParams().id);
  const granted = new Set(useMeQuery().data?.permissions);
  // Player protection is its own feature; the route composes its read-only tab into the member page.
  const protection = {
    key: 'protection',
    label: protectionStrings.tab,
    children: <MemberProtectionPanel memberId={id} />,
  };
  return <MemberPage key={id} memberId={id} granted={granted} extraTabs={[protection]} />;
};
