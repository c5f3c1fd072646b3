import { useSearchParams } from 'react-router-dom';
import { WheelPage } from '@features/wheel/components/wheel-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { backHome: true };

/** /member/wheel: the fortune wheel; `?tab=2` opens the points tab (SPEC §4). */
export const Component = () => {
  const [search] = useSearchParams();
  return <WheelPage initialTab={search.get('tab') === '2' ? 2 : undefined} />;
};
