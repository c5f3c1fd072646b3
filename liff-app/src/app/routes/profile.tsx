import { ProfilePage } from '@features/account/components/profile-page';
import { lineIdToken } from '@liff-app/lib/liff';

/**
 * `/liff/profile`: the member's profile (user info, change password); while no LINE user is linked, "connect this
 * LINE account" links the one this LIFF session is logged in as (its ID token, with the account's password).
 */
export const Component = () => <ProfilePage liffIdToken={lineIdToken} />;
