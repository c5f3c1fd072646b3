import type { StudioItem } from '@contract/game-lobby';
import { gameStrings } from '../strings';

export type StudioTab = { provider: string; studio: string; name: string };

type StudioTabsProps = {
  studios: StudioItem[];
  selected: StudioTab | null;
  onSelect: (tab: StudioTab | null) => void;
};

const isSelected = (tab: StudioTab | null, studio: StudioItem) =>
  tab !== null && tab.provider === studio.provider_id && tab.studio === studio.studio_id;

/** The studios as a scrolling row of logo tabs (every studio first); one tapped shows its games only. */
export const StudioTabs = ({ studios, selected, onSelect }: StudioTabsProps) => (
  <nav className="studio-tabs" aria-label={gameStrings.providers}>
    <button
      type="button"
      className={`studio-tab${selected === null ? ' studio-tab--active' : ''}`}
      aria-pressed={selected === null}
      onClick={() => onSelect(null)}
    >
      <span className="studio-tab__all" aria-hidden>
        ★
      </span>
      <span className="studio-tab__name">{gameStrings.allProviders}</span>
    </button>
    {studios.map((studio) => (
      <button
        key={`${studio.provider_id}/${studio.studio_id}`}
        type="button"
        className={`studio-tab${isSelected(selected, studio) ? ' studio-tab--active' : ''}`}
        aria-pressed={isSelected(selected, studio)}
        aria-label={`${studio.name} ${gameStrings.gameCount(studio.game_count)}`}
        onClick={() =>
          onSelect({ provider: studio.provider_id, studio: studio.studio_id, name: studio.name })
        }
      >
        {studio.logo ? (
          <img src={studio.logo} alt="" width={64} height={32} loading="lazy" decoding="async" />
        ) : (
          <span className="studio-tab__all" aria-hidden>
            {studio.name.slice(0, 2)}
          </span>
        )}
        <span className="studio-tab__name">{studio.name}</span>
      </button>
    ))}
  </nav>
);
