import { Popup } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { useAgentCode } from '@features/agent/stores/agent-code-store';
import { useEventsQuery } from '@features/event/api/get-events';
import { useAppLinks } from '@ui/app-links';
import { liffStrings } from '@liff-app/app/strings';
import { liffMenuGroups } from './liff-menu-entries';
import './liff-menu.css';

type LiffMenuProps = { visible: boolean; onClose: () => void };

/**
 * The sheet the bottom bar's menu opens: every member screen not on the bar, as tiles in groups. Its own chunk,
 * loaded at the first tap (liff-bottom-bar.tsx): no screen's first paint waits for it.
 */
export const LiffMenu = ({ visible, onClose }: LiffMenuProps) => {
  const links = useAppLinks();
  const events = useEventsQuery(useAgentCode());
  const groups = liffMenuGroups(links, { withPoll: (events.data?.length ?? 0) > 0 });
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="liff-menu"
    >
      {/* Closing (it slides away), it takes no more taps. */}
      <nav aria-labelledby="liff-menu-title" data-testid="liff-menu" inert={!visible}>
        <header className="liff-menu__head">
          <h2 id="liff-menu-title" className="liff-menu__title">
            {liffStrings.menu.title}
          </h2>
          <button
            type="button"
            className="liff-menu__close"
            aria-label={liffStrings.menu.close}
            onClick={onClose}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden>
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        {groups.map((group) => (
          <section key={group.title} className="liff-menu__group">
            <h3 className="liff-menu__group-title">{group.title}</h3>
            <ul className="liff-menu__grid">
              {group.entries.map((entry) => (
                <li key={entry.screen}>
                  <Link to={entry.to} className="liff-menu__item" onClick={onClose}>
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </Popup>
  );
};
