import { useParams } from 'react-router-dom';
import { MemberPage } from '@admin-app/features/members/components/member-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'members.view' };

export const Component = () => {
  const id = Number(useParams().id);
  return <MemberPage key={id} memberId={id} />;
};
