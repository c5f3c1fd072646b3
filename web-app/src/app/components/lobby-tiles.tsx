import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { strings } from '../strings';
import { Icon, type IconName } from './icons';
import './lobby-tiles.css';

const TILES = [
  { to: paths.slot.getHref(), label: strings.lobbies.slot, icon: 'slot', tone: 'violet' },
  { to: paths.casino.getHref(), label: strings.lobbies.casino, icon: 'cards', tone: 'red' },
  { to: paths.lottoLobby.getHref(), label: strings.lobbies.lotto, icon: 'ball', tone: 'gold' },
  { to: paths.sport.getHref(), label: strings.lobbies.sport, icon: 'football', tone: 'green' },
  { to: paths.fishing.getHref(), label: strings.lobbies.fishing, icon: 'fish', tone: 'blue' },
  { to: paths.freespin.getHref(), label: strings.lobbies.freespin, icon: 'spin', tone: 'pink' },
  { to: paths.sooth.getHref(), label: strings.lobbies.sooth, icon: 'chart', tone: 'teal' },
] as const satisfies readonly { to: string; label: string; icon: IconName; tone: string }[];

/** The entries to the lobbies (slot, casino, lotto, sport, fishing, free spin, baccarat formulas). */
export const LobbyTiles = () => (
  <section className="lobby-tiles" aria-labelledby="lobby-tiles-title">
    <h2 id="lobby-tiles-title" className="lobby-tiles__title">
      {strings.lobbies.title}
    </h2>
    <div className="lobby-tiles__grid">
      {TILES.map((tile) => (
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
