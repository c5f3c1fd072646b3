import { Link } from 'react-router-dom';
import { useAppLinks, type ScreenName } from '@ui/app-links';
import { strings } from '../strings';
import { Icon, type IconName } from './icons';
import './lobby-tiles.css';

const TILES = [
  { screen: 'slot', label: strings.lobbies.slot, icon: 'slot', tone: 'violet' },
  { screen: 'casino', label: strings.lobbies.casino, icon: 'cards', tone: 'red' },
  { screen: 'lotto', label: strings.lobbies.lotto, icon: 'ball', tone: 'gold' },
  { screen: 'sport', label: strings.lobbies.sport, icon: 'football', tone: 'green' },
  { screen: 'fishing', label: strings.lobbies.fishing, icon: 'fish', tone: 'blue' },
  { screen: 'freespin', label: strings.lobbies.freespin, icon: 'spin', tone: 'pink' },
  { screen: 'sooth', label: strings.lobbies.sooth, icon: 'chart', tone: 'teal' },
] as const satisfies readonly { screen: ScreenName; label: string; icon: IconName; tone: string }[];

/** The entries to the lobbies (slot, casino, lotto, sport, fishing, free spin, baccarat formulas). */
export const LobbyTiles = () => {
  const links = useAppLinks();
  // A lobby that is not routed yet (lotto until it lands) has no tile.
  const tiles = TILES.flatMap((tile) => {
    const to = links.href[tile.screen];
    return to ? [{ ...tile, to }] : [];
  });
  return (
    <section className="lobby-tiles" aria-labelledby="lobby-tiles-title">
      <h2 id="lobby-tiles-title" className="lobby-tiles__title">
        {strings.lobbies.title}
      </h2>
      <div className="lobby-tiles__grid">
        {tiles.map((tile) => (
          <Link key={tile.to} to={tile.to} className={`lobby-tile lobby-tile--${tile.tone}`}>
            <span className="lobby-tile__icon">
              <Icon name={tile.icon} size={38} strokeWidth={1.6} />
            </span>
            <span className="lobby-tile__label">{tile.label}</span>
          </Link>
        ))}
      </div>
    </section>
  );
};
