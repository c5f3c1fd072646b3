import { ErrorPage } from '@ui/error-page';

/** `/liff/<name>` for a name with no screen (yet): the site's 404 page. */
export const Component = () => <ErrorPage status={404} />;
