// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { ListEditor, listSpecs } from '@admin-app/features/content/components/list-editor';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const banner = (id: number, title: string, audience: string) => ({
  id,
  image: `/demo/b${id}.webp`,
  link: '',
  title,
  audience,
  sort: id,
  active: true,
});

const BANNERS = [
  banner(1, 'สมัครวันนี้ รับโบนัสต้อนรับ', 'guests'),
  banner(2, 'ฝากแรกของวัน', 'members'),
  banner(3, 'สล็อตแตกง่าย', 'everyone'),
];

const renderBanners = () => {
  const server = fakeServer({
    'GET /api/admin/content/banners': () => ({ data: BANNERS }),
    'POST /api/admin/content/banners': (call) => ({ data: { id: 9, ...(call.body as object) } }),
    'POST /api/admin/content/banners/1': (call) => ({ data: { id: 1, ...(call.body as object) } }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <ListEditor spec={listSpecs.find((spec) => spec.kind === 'banners')!} />
      </App>
    </QueryClientProvider>,
  );
  return server;
};

/** Opens the dialog's audience choice and picks `label`. */
const choose = async (dialog: HTMLElement, label: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (el) => el.textContent === label,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
};

describe('the banners list: who sees each banner', () => {
  it('shows each banner’s audience in Thai in the list', async () => {
    renderBanners();
    const row = async (title: string) => (await screen.findByText(title)).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'แสดงกับ' })).toBeTruthy();
    expect((await row('สมัครวันนี้ รับโบนัสต้อนรับ')).textContent).toContain('ผู้เยี่ยมชม');
    expect((await row('ฝากแรกของวัน')).textContent).toContain('สมาชิก');
    expect((await row('สล็อตแตกง่าย')).textContent).toContain('ทุกคน');
  });

  it('a new banner starts for everyone; choosing สมาชิก sends audience members', async () => {
    const server = renderBanners();
    await screen.findByText('สล็อตแตกง่าย');
    fireEvent.click(screen.getByTestId('add-banners'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ทุกคน')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('รูปภาพ (https:// หรือ /ที่อยู่ในเว็บ)'), {
      target: { value: '/images/members.webp' },
    });
    await choose(dialog, 'สมาชิก');
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/content/banners')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/content/banners')[0]!.body).toMatchObject({
      image: '/images/members.webp',
      audience: 'members',
    });
  });

  it('an edit opens with the banner’s audience and sends the one chosen', async () => {
    const server = renderBanners();
    const row = (await screen.findByText('สมัครวันนี้ รับโบนัสต้อนรับ')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'แก้ไข' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ผู้เยี่ยมชม')).toBeTruthy();
    await choose(dialog, 'ทุกคน');
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/content/banners/1')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/content/banners/1')[0]!.body).toMatchObject({
      audience: 'everyone',
    });
  });
});
