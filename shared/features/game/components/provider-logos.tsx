import type { ProviderItem } from '@contract/game';
import { gameStrings } from '../strings';

type ProviderLogosProps = {
  providers: ProviderItem[];
  selected: string | null;
  onSelect: (providerId: string | null) => void;
};

/** The providers of the lobby as logo buttons; tapping one filters the grids to it. */
export const ProviderLogos = ({ providers, selected, onSelect }: ProviderLogosProps) => (
  <nav className="provider-logos" aria-label={gameStrings.providers}>
    <button
      type="button"
      className={`provider-logo${selected === null ? ' provider-logo--active' : ''}`}
      aria-pressed={selected === null}
      onClick={() => onSelect(null)}
    >
      <span className="provider-logo__all">{gameStrings.allProviders}</span>
    </button>
    {providers.map((provider) => (
      <button
        key={provider.provider_id}
        type="button"
        className={`provider-logo${selected === provider.provider_id ? ' provider-logo--active' : ''}`}
        aria-pressed={selected === provider.provider_id}
        onClick={() => onSelect(provider.provider_id)}
      >
        <img src={provider.logo} alt={provider.name} loading="lazy" decoding="async" />
        <span className="provider-logo__name">{provider.name}</span>
      </button>
    ))}
  </nav>
);
