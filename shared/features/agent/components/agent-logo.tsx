import { useAgentConfigQuery } from '../api/get-agent-config';

/** The agent's logo (or its name while the configuration loads or has no logo). */
export const AgentLogo = ({ height = 36 }: { height?: number }) => {
  const config = useAgentConfigQuery();
  const info = config.data?.info;
  if (info?.agent_logo) {
    return <img src={info.agent_logo} alt={info.name} style={{ height, width: 'auto', display: 'block' }} />;
  }
  return (
    <span className="site-gold-text" style={{ fontWeight: 700, fontSize: height / 2 }}>
      {info?.name ?? ''}
    </span>
  );
};
