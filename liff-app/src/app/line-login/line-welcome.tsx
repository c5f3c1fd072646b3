import { Button } from 'antd-mobile';
import { accountText } from '@features/account/strings';
import { liffStrings } from '@liff-app/app/strings';

type LineWelcomeProps = {
  /** The LINE display name ('' when LINE gave none). */
  name: string;
  /** Why register: this screen needs it, or (above a screen open to guests) what it brings. */
  text: string;
  /** Above a screen open to guests: smaller (linking an account a text button), the screen in view below. */
  compact?: boolean;
  onRegister: () => void;
  onHaveAccount: () => void;
  /** A finger or mouse went down on the button: start loading what its tap shows, so it is often ready. */
  onRegisterIntent: () => void;
  onHaveAccountIntent: () => void;
};

/**
 * What a LINE user who is not a member yet sees first: a greeting and the two ways on. Light on purpose (only
 * antd-mobile's Button, already on the first screen through ErrorBlock): the registration form is a large chunk
 * whose first render blocked the main thread right after the first paint, so it loads only when asked for.
 * No LINE profile picture: it would be the only image from LINE's CDN on the first screen.
 */
export const LineWelcome = ({
  name,
  text,
  compact = false,
  onRegister,
  onHaveAccount,
  onRegisterIntent,
  onHaveAccountIntent,
}: LineWelcomeProps) => (
  <section
    className={`liff-welcome${compact ? ' liff-welcome--compact' : ''}`}
    data-testid="liff-welcome"
    aria-labelledby="liff-welcome-title"
  >
    <h2 className="liff-welcome__title" id="liff-welcome-title">
      {accountText.lineProfileHello(name)}
    </h2>
    <p className="liff-welcome__text">{text}</p>
    <div className="liff-welcome__actions">
      <Button
        block
        color="primary"
        size={compact ? 'middle' : 'large'}
        onTouchStart={onRegisterIntent}
        onMouseDown={onRegisterIntent}
        onClick={onRegister}
        data-testid="liff-welcome-register"
      >
        {liffStrings.welcomeRegister}
      </Button>
      <Button
        block
        fill={compact ? 'none' : 'outline'}
        color="primary"
        onTouchStart={onHaveAccountIntent}
        onMouseDown={onHaveAccountIntent}
        onClick={onHaveAccount}
        data-testid="liff-welcome-link"
      >
        {liffStrings.welcomeHaveAccount}
      </Button>
    </div>
  </section>
);
