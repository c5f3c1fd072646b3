import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadingBlock } from '@ui/loading-block';
import { reportBroadcastOpen } from '../broadcast-opens';
import { liffPaths } from '../paths';

/**
 * `/liff/b/<campaign>/<screen path>`: a broadcast's link. The campaign rides in the path (a query may be lost
 * across LINE login); once the member is signed in (the LINE gate above), the open is reported and the screen
 * replaces this address, so Back does not come here again.
 */
export const Component = () => {
  const { campaign = '', s1, s2, s3 } = useParams();
  const screen = [liffPaths.home, s1, s2, s3]
    .filter((part) => part !== undefined)
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part!)))
    .join('/');
  const navigate = useNavigate();
  useEffect(() => {
    let left = false;
    void reportBroadcastOpen(campaign).then(() => {
      if (!left) void navigate(screen, { replace: true });
    });
    return () => {
      left = true;
    };
  }, [campaign, screen, navigate]);
  return <LoadingBlock />;
};
