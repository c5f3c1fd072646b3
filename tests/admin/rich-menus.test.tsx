// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { RichMenuList } from '@admin-app/features/rich-menus/components/rich-menu-list';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const shown = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <RichMenuList />
      </App>
    </QueryClientProvider>,
  );

const publication = (id: number, version: number, status: string) => ({
  id,
  version,
  status,
  line_rich_menu_id: `richmenu-${String(id).padStart(32, '0')}`,
  image_uploaded: true,
  created_at: '2026-11-27T05:00:00.000Z',
  published_at: '2026-11-27T05:00:00.000Z',
  rolled_back_at: null,
  created_by: 'owner1',
});
const guestDraft = {
  kind: 'guest',
  name: 'เมนูผู้เยี่ยมชม',
  chat_bar_text: 'เมนู',
  layout: 'compact-3',
  actions: [
    { type: 'liff', screen: 'home', params: {} },
    { type: 'liff', screen: 'promotions', params: {} },
    { type: 'message', text: 'ติดต่อแอดมิน' },
  ],
  image: { mime: 'image/png', width: 2500, height: 843, bytes: 1200 },
  image_data_url: null,
  version: 3,
  updated_at: '2026-11-27T05:00:00.000Z',
};
const list = () => [
  {
    kind: 'guest',
    draft: guestDraft,
    live: publication(2, 2, 'live'),
    pending: null,
    previous: publication(1, 1, 'superseded'),
    history: [publication(2, 2, 'live'), publication(1, 1, 'superseded')],
  },
  { kind: 'member', draft: null, live: null, pending: null, previous: null, history: [] },
];

describe('the LINE rich menus page', () => {
  it('shows each menu’s state, publishes the guest draft, and shows LINE’s refusal in Thai', async () => {
    let refuse = true;
    const server = fakeServer({
      'GET /api/admin/line/rich-menus': () => ({ data: list() }),
      'POST /api/admin/line/rich-menus/guest/publish': () =>
        refuse
          ? {
              error: 6331,
              message: 'LINE ตอบกลับไม่สำเร็จ (LINE 500: Internal server error) กดอีกครั้งเพื่อทำต่อให้เสร็จ',
            }
          : { data: publication(3, 3, 'live') },
    });
    shown();
    const guest = await screen.findByTestId('rich-menu-guest', {}, { timeout: 5000 });
    expect(within(guest).getByText('มีการแก้ไขที่ยังไม่ได้เผยแพร่')).toBeTruthy();
    expect(within(guest).getByText('ใช้งานอยู่', { selector: '.ant-badge-status-text' })).toBeTruthy();
    const member = screen.getByTestId('rich-menu-member');
    expect(within(member).getByText('ยังไม่ได้สร้างเมนูนี้')).toBeTruthy();
    expect(within(member).getByRole('button', { name: 'เผยแพร่' }).hasAttribute('disabled')).toBe(true);
    expect(within(member).getByRole('button', { name: 'ย้อนกลับ' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(guest).getByRole('button', { name: 'เผยแพร่' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ยืนยัน' }));
    expect(await within(guest).findByText(/LINE ตอบกลับไม่สำเร็จ \(LINE 500/)).toBeTruthy();
    refuse = false;
    fireEvent.click(within(guest).getByRole('button', { name: 'เผยแพร่' }));
    const confirms = await screen.findAllByRole('button', { name: 'ยืนยัน' });
    fireEvent.click(confirms.at(-1)!);
    await waitFor(() =>
      expect(server.callsTo('POST /api/admin/line/rich-menus/guest/publish')).toHaveLength(2),
    );
    expect(await screen.findByText('เผยแพร่ริชเมนูแล้ว')).toBeTruthy();
  });

  it('edits a draft: the image rule shown, a wrong file refused in Thai, the areas previewed, the server’s refusal shown', async () => {
    const server = fakeServer({
      'GET /api/admin/line/rich-menus': () => ({ data: list() }),
      'GET /api/admin/line/rich-menus/guest': () => ({ data: guestDraft }),
      'POST /api/admin/line/rich-menus/guest': () => ({
        error: 6326,
        message: 'ขนาดรูป 1200x810 พิกเซล ไม่ตรงกับรูปแบบเมนูที่เลือก (2500x843 พิกเซล)',
      }),
    });
    shown();
    const guest = await screen.findByTestId('rich-menu-guest', {}, { timeout: 5000 });
    fireEvent.click(within(guest).getByRole('button', { name: 'แก้ไข' }));
    expect(await screen.findByText(/JPEG หรือ PNG ขนาด 2500x843 พิกเซล/)).toBeTruthy();
    const areas = await screen.findAllByTestId('rich-menu-area');
    expect(areas.map((area) => area.textContent)).toEqual([
      '1. หน้าหลักสมาชิก',
      '2. โปรโมชั่น',
      '3. 💬 ติดต่อแอดมิน',
    ]);

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'menu.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('รูปเมนูต้องเป็นไฟล์ JPEG หรือ PNG เท่านั้น')).toBeTruthy();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'menu.png', {
      type: 'image/png',
    });
    // The upload button renders a fresh input after each choice.
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, {
      target: { files: [png] },
    });
    expect(await screen.findByText('รูปใหม่: menu.png (บันทึกเพื่อใช้รูปนี้)')).toBeTruthy();
    expect(screen.queryByText('รูปเมนูต้องเป็นไฟล์ JPEG หรือ PNG เท่านั้น')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/line/rich-menus/guest')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/line/rich-menus/guest')[0]!.body).toEqual({
      name: 'เมนูผู้เยี่ยมชม',
      chat_bar_text: 'เมนู',
      layout: 'compact-3',
      actions: guestDraft.actions,
      image: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(
      await screen.findAllByText('ขนาดรูป 1200x810 พิกเซล ไม่ตรงกับรูปแบบเมนูที่เลือก (2500x843 พิกเซล)'),
    ).not.toHaveLength(0);
  });
});
