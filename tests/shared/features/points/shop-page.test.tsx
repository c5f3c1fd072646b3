// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopItem, ShopList } from '@contract/rewards/points';
import { ShopPage } from '@features/points/components/shop-page';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';

afterEach(() => cleanup());

const item = (fields: Partial<ShopItem> = {}): ShopItem => ({
  id: 1,
  name: 'เครดิต 50 บาท',
  image: '',
  description: '',
  cost: 100,
  type: 'credit',
  amount: 50,
  wallet_type_id: 1,
  spin_value: null,
  gift: 'เครดิต 50.00 บาท',
  stock: 5,
  per_member_limit: null,
  redeemed: 0,
  turnover_multiplier: 0,
  freebet: null,
  ...fields,
});
const shop = (fields: Partial<ShopList> = {}): ShopList => ({
  items: [item(), item({ id: 2, name: 'หมุนกงล้อ', type: 'wheel_spins', gift: 'สิทธิ์หมุนกงล้อ 1 ครั้ง', stock: 0 })],
  balance: 250,
  // The end of 30/11/2569 Bangkok (17:00 UTC).
  next_expiry: { points: 40, at: '2026-11-30T17:00:00.000Z' },
  expiry_days: 90,
  ...fields,
});

describe('ShopPage', () => {
  it('shows the points and next expiry, confirms with the calc answer, redeems once and refreshes', async () => {
    let balance = 250;
    const server = fakeServer({
      'GET /api/redemption/list': () => ({ data: shop({ balance }) }),
      'GET /api/redemption/history': () => ({ data: { items: [] } }),
      'POST /api/redemption/calc': () => ({
        data: {
          item_id: 1,
          quantity: 2,
          cost: 200,
          balance: 250,
          balance_after: 50,
          gift: 'เครดิต 100.00 บาท',
          refusal: null,
        },
      }),
      'POST /api/redemption/redeem': (call) => {
        balance = 50;
        const body = call.body as { quantity: number; request_id: string };
        return {
          data: {
            redemption: {
              id: 9,
              item_id: 1,
              item_name: 'เครดิต 50 บาท',
              type: 'credit',
              quantity: body.quantity,
              points: 200,
              description: 'เครดิต 100.00 บาท',
              created_at: '2026-11-25T05:00:00.000Z',
            },
            balance: 50,
            replayed: false,
          },
        };
      },
    });
    renderScreen(<ShopPage isLoggedIn onLogin={vi.fn()} />, '/redeem');

    expect(await screen.findByText('250')).toBeTruthy();
    expect(screen.getByText('คะแนน 40 จะหมดอายุเมื่อสิ้นวันที่ 30/11/2569')).toBeTruthy();
    expect(await screen.findByText('ยังไม่มีประวัติการแลก')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'เครดิต 50 บาท' });
    expect(within(card).getByText('เหลือ 5 ชิ้น')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'หมุนกงล้อ' })).getByText('หมดแล้ว')).toBeTruthy();

    // antd-mobile's stepper buttons carry no name: its plus button by class.
    fireEvent.click(card.querySelector('.adm-stepper-plus')!);
    fireEvent.click(within(card).getByRole('button', { name: 'แลก' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการแลก' });
    expect(await within(dialog).findByText('เครดิต 100.00 บาท')).toBeTruthy();
    expect(within(dialog).getByText('50')).toBeTruthy();
    expect((server.callsTo('POST /api/redemption/calc')[0]!.body as { quantity: number }).quantity).toBe(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันแลก' }));
    await waitFor(() => expect(server.callsTo('POST /api/redemption/redeem')).toHaveLength(1));
    const sent = server.callsTo('POST /api/redemption/redeem')[0]!.body as {
      request_id: string;
      item_id: number;
    };
    expect(sent.item_id).toBe(1);
    expect(sent.request_id.length).toBeGreaterThanOrEqual(8);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('50')).toBeTruthy();
  });

  it('turns off an item the points do not cover, saying how many points are missing', async () => {
    const server = fakeServer({
      'GET /api/redemption/list': () => ({
        data: shop({ balance: 90, items: [item({ cost: 400, name: 'เครดิต 200 บาท' }), item({ id: 3 })] }),
      }),
      'GET /api/redemption/history': () => ({ data: { items: [] } }),
    });
    renderScreen(<ShopPage isLoggedIn onLogin={vi.fn()} />, '/redeem');
    const dear = await screen.findByRole('article', { name: 'เครดิต 200 บาท' });
    expect(within(dear).getByText('ขาดอีก 310 คะแนน')).toBeTruthy();
    expect(within(dear).getByRole('button', { name: 'แลก' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dear).getByRole('button', { name: 'แลก' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo('POST /api/redemption/calc')).toHaveLength(0);
    // 100 points each, 90 held: not even one.
    const cheap = screen.getByRole('article', { name: 'เครดิต 50 บาท' });
    expect(within(cheap).getByText('ขาดอีก 10 คะแนน')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[-−]\s?310|คะแนนหลังแลก/);
  });

  it('lets a member pick only as many as the points pay for', async () => {
    fakeServer({
      'GET /api/redemption/list': () => ({ data: shop({ balance: 250 }) }),
      'GET /api/redemption/history': () => ({ data: { items: [] } }),
    });
    renderScreen(<ShopPage isLoggedIn onLogin={vi.fn()} />, '/redeem');
    const card = await screen.findByRole('article', { name: 'เครดิต 50 บาท' });
    const plus = card.querySelector('.adm-stepper-plus')!;
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect((card.querySelector('.adm-stepper input') as HTMLInputElement).value).toBe('2');
    expect(plus.hasAttribute('disabled')).toBe(true);
  });

  it('when the points fell since the list, the confirm step says what is missing and keeps confirm off', async () => {
    fakeServer({
      'GET /api/redemption/list': () => ({ data: shop({ balance: 250 }) }),
      'GET /api/redemption/history': () => ({ data: { items: [] } }),
      'POST /api/redemption/calc': () => ({
        data: {
          item_id: 1,
          quantity: 1,
          cost: 100,
          balance: 10,
          balance_after: -90,
          gift: 'เครดิต 50.00 บาท',
          refusal: { code: 8504, message: 'คะแนนของคุณไม่พอสำหรับแลกของรางวัลนี้' },
        },
      }),
    });
    renderScreen(<ShopPage isLoggedIn onLogin={vi.fn()} />, '/redeem');
    const card = await screen.findByRole('article', { name: 'เครดิต 50 บาท' });
    fireEvent.click(within(card).getByRole('button', { name: 'แลก' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('คะแนนของคุณไม่พอสำหรับแลกของรางวัลนี้')).toBeTruthy();
    expect(within(dialog).getByText('ขาดอีก 90 คะแนน')).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/[-−]\s?90|คะแนนหลังแลก/);
    expect(within(dialog).getByRole('button', { name: 'ยืนยันแลก' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows guests the items and a login button, and an empty shop says so', async () => {
    fakeServer({ 'GET /api/redemption/list': () => ({ data: shop({ balance: null, next_expiry: null }) }) });
    const onLogin = vi.fn();
    renderScreen(<ShopPage isLoggedIn={false} onLogin={onLogin} />, '/redeem');
    fireEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(onLogin).toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'เครดิต 50 บาท' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'แลก' })).toBeNull();
    cleanup();
    fakeServer({ 'GET /api/redemption/list': () => ({ data: shop({ items: [] }) }) });
    renderScreen(<ShopPage isLoggedIn={false} onLogin={onLogin} />, '/redeem');
    expect(await screen.findByText('ยังไม่มีของรางวัลให้แลก')).toBeTruthy();
  });
});
