import { MemberHomePage } from '@features/account/components/member-home-page';

/** `/liff`: the member home, as the web site's /member shows it. */
export const Component = () => <MemberHomePage />;
