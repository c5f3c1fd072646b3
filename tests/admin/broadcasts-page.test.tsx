// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BroadcastView } from '@contract/line/broadcast';
import { BroadcastComposer } from '@admin-app/features/broadcasts/components/broadcast-composer';
import { BroadcastList } from '@admin-app/features/broadcasts/components/broadcast-list';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const shown = (node: ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>{node}</App>
    </QueryClientProvider>,
  );

/** Opens the select labelled `label` and picks the option `option` (typed first where the select searches). */
const choose = async (label: string, option: string, search = false) => {
  const select = screen.getByLabelText(label);
  fireEvent.mouseDown(select);
  if (search) fireEvent.change(select, { target: { value: option } });
  const found = await waitFor(() => {
    const one = [...document.querySelectorAll('.ant-select-item-option')].find(
      (el) => el.textContent === option,
    );
    if (!one) throw new Error(`no option ${option}`);
    return one;
  });
  fireEvent.click(found);
};

const view = (over: Partial<BroadcastView>): BroadcastView => ({
  id: 1,
  title: 'โปรฝากวันนี้',
  campaign: 'Ab3dEf7hJk',
  text: 'ฝากวันนี้รับโบนัส',
  image_url: '',
  card: null,
  link: '',
  segment: { kind: 'all' },
  status: 'draft',
  failure: '',
  scheduled_at: null,
  attribution_hours: 24,
  created_at: '2026-11-27T05:00:00.000Z',
  started_at: null,
  sent: 0,
  delivered: 0,
  opened: 0,
  deposited: 0,
  deposit_amount: 0,
  ...over,
});

describe('the broadcast composer', () => {
  it('counts the segment live beside the quota, and saves the text and the card with its screen', async () => {
    const server = fakeServer({
      'POST /api/admin/line/broadcasts/audience': (call) => ({
        data: {
          audience: (call.body as { segment: { kind: string } }).segment.kind === 'all' ? 1200 : 340,
          quota: { limit: 1000, used: 200, left: 800 },
        },
      }),
      'GET /api/admin/promotions': () => ({ data: { items: [] } }),
      'POST /api/admin/line/broadcasts': () => ({ data: view({}) }),
    });
    shown(<BroadcastComposer />);
    expect(await screen.findByText('ผู้รับตอนนี้ 1,200 คน', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('โควตาเดือนนี้เหลือ 800 จาก 1,000 ข้อความ')).toBeTruthy();
    expect(screen.getByText('ผู้รับมากกว่าโควตาที่เหลือ จะส่งไม่ได้')).toBeTruthy();

    await choose('ส่งถึง', 'สมาชิกที่ฝากเงินภายใน N วัน');
    fireEvent.change(screen.getByLabelText('จำนวนวัน'), { target: { value: '7' } });
    expect(await screen.findByText('ผู้รับตอนนี้ 340 คน')).toBeTruthy();
    expect(screen.queryByText('ผู้รับมากกว่าโควตาที่เหลือ จะส่งไม่ได้')).toBeNull();
    expect(server.callsTo('POST /api/admin/line/broadcasts/audience').at(-1)!.body).toEqual({
      segment: { kind: 'deposited_within', days: 7 },
    });

    fireEvent.change(screen.getByLabelText('ชื่อบรอดแคสต์ (เห็นเฉพาะพนักงาน)'), { target: { value: 'โปรฝาก' } });
    fireEvent.change(screen.getByLabelText('ข้อความ'), { target: { value: 'ฝากวันนี้รับโบนัส 10%' } });
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.change(await screen.findByLabelText('หัวข้อการ์ด'), { target: { value: 'ฝากเลย' } });
    fireEvent.change(screen.getByLabelText('ข้อความบนปุ่ม (ไม่เกิน 20 ตัวอักษร)'), { target: { value: 'ฝากเงิน' } });
    await choose('ปุ่มเปิดหน้า', 'แทงหวย (ตามงวด)', true);
    fireEvent.change(await screen.findByLabelText('เลขงวด'), { target: { value: '1024' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกร่าง' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/line/broadcasts')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/line/broadcasts')[0]!.body).toEqual({
      title: 'โปรฝาก',
      text: 'ฝากวันนี้รับโบนัส 10%',
      image_url: '',
      card: {
        title: 'ฝากเลย',
        text: '',
        image_url: '',
        button_label: 'ฝากเงิน',
        screen: 'lotto-round',
        params: { roundId: '1024' },
      },
      segment: { kind: 'deposited_within', days: 7 },
      attribution_hours: 24,
    });
  });
});

describe('the broadcast list', () => {
  it('shows what each broadcast reached, and tests and sends a draft', async () => {
    let status: BroadcastView['status'] = 'draft';
    const server = fakeServer({
      'GET /api/admin/line/broadcasts': () => ({
        data: {
          broadcasts: [
            view({ status }),
            view({
              id: 2,
              title: 'ชวนกลับมาเล่น',
              status: 'sent',
              segment: { kind: 'inactive', days: 30 },
              started_at: '2026-11-26T05:00:00.000Z',
              sent: 1500,
              delivered: 1000,
              opened: 120,
              deposited: 9,
              deposit_amount: 4500,
            }),
          ],
        },
      }),
      'POST /api/admin/line/broadcasts/1/test': () => ({ data: { queued: true } }),
      'POST /api/admin/line/broadcasts/1/send': () => {
        status = 'sending';
        return { data: view({ status }) };
      },
    });
    shown(<BroadcastList />);
    const sent = (await screen.findByText('ชวนกลับมาเล่น', {}, { timeout: 5000 })).closest('tr')!;
    for (const text of ['1,500', '1,000', '120', '9', 'ภายใน 24 ชม. หลังเปิด', 'สมาชิกที่ไม่ได้เข้าสู่ระบบ N วัน'])
      expect(within(sent).getByText(text)).toBeTruthy();
    expect(within(sent).queryByRole('button')).toBeNull();

    const draft = screen.getByText('โปรฝากวันนี้').closest('tr')!;
    fireEvent.click(within(draft).getByRole('button', { name: 'ส่งทดสอบ' }));
    expect(await screen.findByText('ส่งทดสอบเข้า LINE ของคุณแล้ว')).toBeTruthy();
    fireEvent.click(within(draft).getByRole('button', { name: 'ส่งทันที' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/line/broadcasts/1/send')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/line/broadcasts/1/send')[0]!.body).toEqual({ scheduled_at: null });
    expect(await screen.findByText('กำลังส่ง', { selector: '.ant-tag' })).toBeTruthy();
  });
});
