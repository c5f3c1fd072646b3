import { Link } from 'react-router-dom';
import { useAppLinks, type ScreenName } from '@ui/app-links';
import { liffStrings } from '@liff-app/app/strings';

const LOBBIES = [
  'slot',
  'casino',
  'lotto',
  'sport',
  'fishing',
  'freespin',
  'sooth',
  'lobbies',
] as const satisfies readonly (ScreenName & keyof typeof liffStrings.lobbies)[];

/** The member home's way to the games: every routed lobby (lotto appears when its screen is routed). */
export const LiffLobbyLinks = () => {
  const links = useAppLinks();
  const shown = LOBBIES.flatMap((screen) => {
    const to = links.href[screen];
    return to ? [{ screen, to }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section className="liff-lobbies" aria-labelledby="liff-lobbies-title" data-testid="liff-lobbies">
      <h2 id="liff-lobbies-title" className="liff-lobbies__title">
        {liffStrings.lobbiesTitle}
      </h2>
      <div className="liff-lobbies__grid">
        {shown.map(({ screen, to }) => (
          <Link key={screen} to={to} className="liff-lobbies__item">
            {liffStrings.lobbies[screen]}
          </Link>
        ))}
      </div>
    </section>
  );
};
