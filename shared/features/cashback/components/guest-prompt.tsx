import { Button } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { useAppLinks } from '@ui/app-links';
import { EmptyState } from '@ui/empty-state';
import { useGuestEntry } from '@ui/guest-entry';
import { cashbackText } from '@features/cashback/strings';

/** Where a member sees their days or weeks paid, a guest is asked to log in, or in LIFF to register. */
export const GuestPrompt = () => {
  const links = useAppLinks();
  const entry = useGuestEntry();
  if (entry)
    return (
      <EmptyState
        title={cashbackText.registerToSee}
        action={
          <Button color="primary" onClick={entry.register}>
            {cashbackText.register}
          </Button>
        }
      />
    );
  return (
    <EmptyState
      title={cashbackText.loginToSee}
      action={
        links.href.login && (
          <Link to={links.href.login}>
            <Button color="primary">{cashbackText.login}</Button>
          </Link>
        )
      }
    />
  );
};
