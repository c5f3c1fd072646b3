import { Link } from 'react-router-dom';
import { useAppLinks } from '@ui/app-links';
import { useGuestEntry } from '@ui/guest-entry';
import { lottoText } from '@features/lotto/strings';
import './lotto.css';

type LottoJoinProps = {
  /** The web's login, coming back to this page; LINE has logged the guest in already and offers registration. */
  loginHref?: string;
};

/**
 * A guest on a lotto page open to everyone (rates, results): where a member would go and bet, the way to become
 * one: the registration page on the web, the LIFF registration form inside LINE (@ui/guest-entry).
 */
export const LottoJoin = ({ loginHref }: LottoJoinProps) => {
  const entry = useGuestEntry();
  const register = useAppLinks().href.register;
  return (
    <section className="lotto-card lotto-join" data-testid="lotto-join">
      <p className="lotto-join__hint">{lottoText.joinHint}</p>
      <div className="lotto-join__actions">
        {entry ? (
          <button type="button" className="lotto-button" onClick={entry.register}>
            {lottoText.joinToBet}
          </button>
        ) : (
          register && (
            <Link to={register} className="lotto-button">
              {lottoText.joinToBet}
            </Link>
          )
        )}
        {!entry && loginHref && (
          <Link to={loginHref} className="lotto-link">
            {lottoText.haveAccount}
          </Link>
        )}
      </div>
    </section>
  );
};
