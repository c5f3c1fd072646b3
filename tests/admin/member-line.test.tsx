// @vitest-environment screen
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memberDetailOf, openMemberPage } from './helpers/member-page';

afterEach(cleanup);

describe("the member page's LINE", () => {
  it('shows whether the member follows the official account and which LINE messages they chose', async () => {
    openMemberPage(
      memberDetailOf({
        line_linked: true,
        line_following: false,
        line_messages: { money: true, lotto: false, rewards: true },
      }),
    );
    expect((await screen.findByTestId('member-line')).textContent).toBe(
      'เชื่อม LINE แล้ว · บล็อกหรือเลิกติดตามบัญชี LINE',
    );
    expect(screen.getByTestId('member-line-messages').textContent).toBe(
      'ฝาก/ถอน: เปิดหวย: ปิดรางวัลและโปรโมชั่น: เปิด',
    );
  });

  it('says so when LINE is not linked, or the follow is not known yet', async () => {
    openMemberPage(
      memberDetailOf({
        line_linked: true,
        line_following: null,
        line_messages: { money: true, lotto: true, rewards: false },
      }),
    );
    expect((await screen.findByTestId('member-line')).textContent).toBe(
      'เชื่อม LINE แล้ว · ยังไม่ทราบการติดตามบัญชี LINE',
    );
    cleanup();
    openMemberPage(
      memberDetailOf({
        line_linked: false,
        line_following: null,
        line_messages: { money: true, lotto: true, rewards: false },
      }),
    );
    expect((await screen.findByTestId('member-line')).textContent).toBe('ยังไม่เชื่อม LINE');
  });
});
