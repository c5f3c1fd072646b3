import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ProgressBar } from '@ui/progress-bar';
import { useNavigationProgress } from './hooks/use-navigation-progress';

/** Above every layout: the page-load bar and scroll restoration. */
export const RootShell = () => {
  const progress = useNavigationProgress();
  return (
    <>
      <ProgressBar state={progress} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
};
