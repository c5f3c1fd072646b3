import { ProfilePage } from '@features/account/components/profile-page';

/** `/liff/profile`: the member's profile (user info, change password). */
export const Component = () => <ProfilePage />;
