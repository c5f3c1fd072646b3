// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopItem, ShopList } from '@contract/rewards/points';
import { ShopPage } from '@features/points/components/shop-page';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';

// The points shop's free-bet item (issue 30), as web (/redeem) and LIFF (/liff/redeem) both render ShopPage: the
// game's thumbnail and name, "ฟรีเบท N ครั้ง", each bet's value, one per redemption, closed while its game is.
afterEach(() => cleanup());

const freebetItem = (available = true, fields: Partial<ShopItem> = {}): ShopItem => ({
  id: 7,
  name: 'ฟรีเบทมาจองเวย์',
  image: '',
  description: '',
  cost: 40,
  type: 'freebets',
  amount: 3,
  wallet_type_id: null,
  spin_value: null,
  gift: 'ฟรีเบท 3 ครั้ง',
  stock: null,
  per_member_limit: null,
  redeemed: 0,
  turnover_multiplier: 0,
  freebet: {
    game_id: 'hub88-mahjong',
    provider_id: 'hub88',
    game_name: 'Mahjong Ways',
    game_image: '/media/games/abc.webp',
    bet_value: 5,
    valid_days: 7,
    available,
  },
  ...fields,
});
const shop = (items: ShopItem[]): ShopList => ({ items, balance: 100, next_expiry: null, expiry_days: 90 });

describe('ShopPage: a free-bet item', () => {
  it('shows the game and free bets, and redeems one with a request key', async () => {
    const server = fakeServer({
      'GET /api/redemption/list': () => ({ data: shop([freebetItem()]) }),
      'GET /api/redemption/history': () => ({ data: { items: [] } }),
      'POST /api/redemption/calc': () => ({
        data: {
          item_id: 7,
          quantity: 1,
          cost: 40,
          balance: 100,
          balance_after: 60,
          gift: 'ฟรีเบท 3 ครั้ง',
          refusal: null,
        },
      }),
      'POST /api/redemption/redeem': () => ({
        data: {
          redemption: {
            id: 3,
            item_id: 7,
            item_name: 'ฟรีเบทมาจองเวย์',
            type: 'freebets',
            quantity: 1,
            points: 40,
            description: 'ฟรีเบท 3 ครั้ง',
            created_at: '2026-11-28T05:00:00.000Z',
          },
          balance: 60,
          replayed: false,
        },
      }),
    });
    renderScreen(<ShopPage isLoggedIn onLogin={vi.fn()} />, '/redeem');
    const card = await screen.findByRole('article', { name: 'ฟรีเบทมาจองเวย์' });
    expect(within(card).getByText('ฟรีเบท 3 ครั้ง · Mahjong Ways')).toBeTruthy();
    expect(within(card).getByText('ครั้งละ 5.00 บาท · ใช้ได้ 7 วันหลังแลก')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Mahjong Ways' }).getAttribute('src')).toBe(
      '/media/games/abc.webp',
    );
    // One reward per redemption: no quantity stepper.
    expect(card.querySelector('.adm-stepper')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'แลก' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการแลก' });
    expect(await within(dialog).findByText('ฟรีเบท 3 ครั้ง')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันแลก' }));
    await waitFor(() => expect(server.callsTo('POST /api/redemption/redeem')).toHaveLength(1));
    const sent = server.callsTo('POST /api/redemption/redeem')[0]!.body as {
      item_id: number;
      quantity: number;
      request_id: string;
    };
    expect([sent.item_id, sent.quantity]).toEqual([7, 1]);
    expect(sent.request_id.length).toBeGreaterThanOrEqual(8);
  });

  it('says the game is closed and offers no redeem while it is', async () => {
    const server = fakeServer({
      'GET /api/redemption/list': () => ({ data: shop([freebetItem(false)]) }),
      'GET /api/redemption/history': () => ({ data: { items: [] } }),
    });
    renderScreen(<ShopPage isLoggedIn onLogin={vi.fn()} />, '/liff/redeem');
    const card = await screen.findByRole('article', { name: 'ฟรีเบทมาจองเวย์' });
    expect(within(card).getByText('เกมนี้ปิดชั่วคราว แลกไม่ได้ในตอนนี้')).toBeTruthy();
    const button = within(card).getByRole('button', { name: 'แลก' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(server.callsTo('POST /api/redemption/calc')).toHaveLength(0);
  });
});
