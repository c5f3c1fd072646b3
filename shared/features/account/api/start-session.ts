import type { QueryClient } from '@tanstack/react-query';
import type { SessionAnswer } from '@contract/account';
import { userLoggedIn } from '@features/account/stores/user-store';
import { userInfoQueryOptions } from './get-user-info';
import { forgetMemberData } from './keys';

/**
 * After login, registration or LINE login: forget any previous member's data, store the session, then load the
 * member's info. A failed info load does not undo the login: the member area fetches it again.
 */
export const startSession = async (queryClient: QueryClient, session: SessionAnswer) => {
  forgetMemberData(queryClient);
  userLoggedIn(session);
  await queryClient.fetchQuery(userInfoQueryOptions()).catch(() => undefined);
};
