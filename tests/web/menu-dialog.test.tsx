// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getUserSnapshot, userCleared, userLoggedIn } from '@features/account/stores/user-store';
import { installReact19Render } from '@ui/react-19-render';
import { MenuDialog } from '@web/app/components/menu-dialog';
import { answerApi, renderRoutes } from './helpers/render-app';

const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '*', element: <MenuDialog visible onClose={() => undefined} /> },
];

beforeAll(() => installReact19Render());
beforeEach(() => {
  answerApi({ '/api/logout': null });
  userLoggedIn({ access_token: 't', expires_at: new Date(Date.now() + 86_400_000).toISOString() });
});
// The logout test's confirmation is still fading out when its toast shows: the next test would find it beside its
// own. Each test starts with none.
afterEach(async () => {
  cleanup();
  userCleared();
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull(), { timeout: 5000 });
});

/**
 * The logout confirmation once it has opened, as a member sees it before tapping: a tap during its opening animation
 * can leave antd-mobile's closing animation without its end (the dialog, faded out, never removed).
 */
const openedConfirm = async () => {
  const text = await screen.findByText('ต้องการออกจากระบบใช่หรือไม่?');
  const dialog = text.closest('.adm-dialog') as HTMLElement;
  const body = dialog.querySelector<HTMLElement>('.adm-center-popup-wrap > div')!;
  await waitFor(() => expect(body.style.opacity).toBe('1'));
  return dialog;
};

describe('MenuDialog', () => {
  it('lists the entries whose screen is routed, in the spec order', () => {
    renderRoutes(routes, '/member/profile');
    const dialog = screen.getByTestId('menu-dialog');
    const labels = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent?.trim())
      .filter((label) => label && label !== 'ออกจากระบบ' && label !== 'ยกเลิก');
    // Every entry of SPEC §2 is routed in the web app today, in the spec's order (an unrouted one would be hidden),
    // then player protection (issue 15).
    expect(labels).toEqual([
      'โปรไฟล์',
      'แนะนำเพื่อน',
      'ภารกิจ',
      'กงล้อนำโชค',
      'แลกของรางวัล',
      'คืนยอดรายวัน',
      'คืนยอดเสีย',
      'รับโปรโมชั่น',
      'ใช้คูปอง',
      'ประวัติการเงิน',
      'สูตรบาคาร่า',
      'ควบคุมการเล่น',
    ]);
  });

  it('asks before logging out, then logs out, goes home and says so', async () => {
    const { router } = renderRoutes(routes, '/member/profile');
    fireEvent.click(screen.getByTestId('logout-button'));
    const dialog = await openedConfirm();
    expect(getUserSnapshot().authUser).not.toBeNull();

    fireEvent.click(within(dialog).getByText('ออกจากระบบ'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getUserSnapshot().authUser).toBeNull();
    // The toast renders in its own root after the dialog's close: on a loaded machine that passed the 1 s default.
    expect(await screen.findByText('ออกจากระบบเรียบร้อย', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('keeps the member logged in when the confirmation is cancelled', async () => {
    const { router } = renderRoutes(routes, '/member/profile');
    fireEvent.click(screen.getByTestId('logout-button'));
    fireEvent.click(within(await openedConfirm()).getByText('ยกเลิก'));
    await waitFor(() => expect(screen.queryByText('ต้องการออกจากระบบใช่หรือไม่?')).toBeNull());
    expect(getUserSnapshot().authUser).not.toBeNull();
    expect(router.state.location.pathname).toBe('/member/profile');
  });
});
