import { MemberSearch } from '@admin-app/features/members/components/member-search';

export const Component = () => <MemberSearch />;
