import { Link } from 'react-router-dom';
import { useLottoLinks } from '@features/lotto/links';
import { lottoText } from '@features/lotto/strings';
import './lotto.css';

type Section = 'lobby' | 'bills' | 'rates' | 'results';

type LottoNavProps = {
  active: Section | null;
  /** A guest's tabs are the pages open to everyone: the lobby and the bills are a member's. */
  guest?: boolean;
};

/** The lotto section's own tabs: lobby, my bills, rates and results, one tap apart on every lotto screen. */
export const LottoNav = ({ active, guest = false }: LottoNavProps) => {
  const links = useLottoLinks();
  const all: { key: Section; to: string; label: string }[] = [
    { key: 'lobby', to: links.lobby, label: lottoText.lobbyTitle },
    { key: 'bills', to: links.bills, label: lottoText.billsTitle },
    { key: 'results', to: links.results, label: lottoText.resultsTitle },
    { key: 'rates', to: links.rates, label: lottoText.ratesTitle },
  ];
  const items = guest ? all.filter((item) => item.key === 'results' || item.key === 'rates') : all;
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
