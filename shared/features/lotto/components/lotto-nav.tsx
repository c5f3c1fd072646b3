import { Link } from 'react-router-dom';
import { useLottoLinks } from '@features/lotto/links';
import { lottoText } from '@features/lotto/strings';
import './lotto.css';

type Section = 'lobby' | 'bills' | 'rates' | 'results';

/** The lotto section's own tabs: lobby, my bills, rates and results, one tap apart on every lotto screen. */
export const LottoNav = ({ active }: { active: Section | null }) => {
  const links = useLottoLinks();
  const items: { key: Section; to: string; label: string }[] = [
    { key: 'lobby', to: links.lobby, label: lottoText.lobbyTitle },
    { key: 'bills', to: links.bills, label: lottoText.billsTitle },
    { key: 'results', to: links.results, label: lottoText.resultsTitle },
    { key: 'rates', to: links.rates, label: lottoText.ratesTitle },
  ];
  return (
    <nav className="lotto-nav">
      {items.map((item) => (
        <Link
          key={item.key}
          to={item.to}
          className={`lotto-nav__item${item.key === active ? ' lotto-nav__item--active' : ''}`}
          aria-current={item.key === active ? 'page' : undefined}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
};
