import { useSearchParams } from 'react-router-dom';
import { BannerCarousel } from '@features/agent/components/banner-carousel';
import { useAgentLink } from '@features/agent/hooks/use-agent-link';
import { LobbyTiles } from './lobby-tiles';

/** Home: the agent's banners and the entries to every lobby. `?ag=` switches the agent (SPEC §2). */
export const HomePage = () => {
  const [search] = useSearchParams();
  useAgentLink(search.get('ag'));

  return (
    <div className="home-page">
      {/* Two banners side by side on a desktop: the lobby starts within its first screen. */}
      <BannerCarousel pairs />
      <LobbyTiles />
    </div>
  );
};
