import { data } from 'react-router-dom';

/** An unknown path: the 404 error page of SPEC §2, through the same error element as any failed route. */
export const loader = () => {
  throw data(null, { status: 404, statusText: 'Not Found' });
};

export const Component = () => null;
