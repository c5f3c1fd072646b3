import { hydrate } from '@tanstack/react-query';
import { getUserSnapshot } from '@features/account/stores/user-store';
import { getAgentCode } from '@features/agent/stores/agent-code-store';
import { readFirstScreenData } from '@lib/first-screen';
import { queryClient } from '@lib/query-client';
import type { FirstScreenData } from './entry-server';

/** The data the server rendered the first screen with (server/src/http/render-first-screen.ts), or null. */
export const readFirstScreen = () => readFirstScreenData<FirstScreenData>();

/**
 * Whether this browser's first render is the server's: the server renders a guest of the build's agent, and
 * the client may know better (a member logged in, an agent chosen by an earlier `?ag=` link; both in
 * localStorage). Otherwise hydrating would only trade the server's markup for React's mismatch errors.
 */
export const rendersAsServer = (data: FirstScreenData) =>
  data.agentCode === getAgentCode() && getUserSnapshot().authUser === null;

/** The server's query answers into the client's cache: the first render has the data the server had. */
export const adoptQueries = (data: FirstScreenData) => hydrate(queryClient, data.queries);
