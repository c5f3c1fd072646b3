import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeStorage } from '@lib/storage';

/** The build's agent; a `?ag=` link on home may switch it (an agent's own campaign link). */
export const BUILD_AGENT_CODE: string = import.meta.env.VITE_AGENT_CODE ?? 'demo';

const AGENT_CODE = /^[A-Za-z0-9_-]{1,40}$/;

type AgentCodeState = { agentCode: string };

const useAgentCodeStore = create<AgentCodeState>()(
  persist(() => ({ agentCode: BUILD_AGENT_CODE }), {
    name: 'agent',
    storage: createJSONStorage(() => safeStorage('local')),
  }),
);

export const useAgentCode = () => useAgentCodeStore((state) => state.agentCode);

/** For the api client's `X-Agent-Code` header. */
export const getAgentCode = () => useAgentCodeStore.getState().agentCode;

/** A `?ag=` query seen on home; anything that is not an agent code shape is ignored. */
export const agentCodeLinked = (code: string | null | undefined) => {
  if (!code || !AGENT_CODE.test(code)) return;
  if (useAgentCodeStore.getState().agentCode !== code) useAgentCodeStore.setState({ agentCode: code });
};
