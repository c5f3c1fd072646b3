// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PromotionClaimBody, PromotionItem } from '@contract/rewards/promotion';
import { CouponPage } from '@features/promotion/components/coupon-page';
import { MemberPromotionsPage } from '@features/promotion/components/member-promotions-page';
import { PromotionsPage } from '@features/promotion/components/promotions-page';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';

afterEach(() => cleanup());

const promotion: PromotionItem = {
  id: 7,
  name: 'ฝากแรกรับ 50%',
  description: 'โบนัสสำหรับสมาชิกใหม่',
  terms: 'ทำเทิร์น 10 เท่าของโบนัสและยอดฝาก',
  image: '',
  trigger: 'deposit',
  state: 'running',
  reward: { wallet_type_id: 2, amount: 0, percent: 50, max_amount: 500 },
  freebets: null,
  turnover_multiplier: 10,
  turnover_includes_deposit: true,
  turnover_categories: ['slot'],
  min_deposit: 100,
  starts_at: null,
  ends_at: null,
  claimable: true,
  refusal: null,
  refusal_code: null,
};

describe('PromotionsPage', () => {
  it('shows the terms, needs them accepted, claims with the picked deposit once and says what was given', async () => {
    const server = fakeServer({
      'GET /api/promotion/list': () => ({ data: { items: [promotion] } }),
      'GET /api/promotion/deposits': () => ({
        data: {
          items: [
            { id: 31, amount: 300, created_at: '2026-11-25T03:00:00Z' },
            { id: 30, amount: 1000, created_at: '2026-11-25T02:00:00Z' },
          ],
        },
      }),
      'POST /api/promotion/claim': () => ({
        data: {
          award_id: 1,
          amount: 500,
          wallet_type_id: 2,
          turnover_required: 15000,
          description: '',
          replayed: false,
        },
      }),
    });
    const onClaimed = vi.fn();
    renderScreen(<PromotionsPage loggedIn onLogin={vi.fn()} onClaimed={onClaimed} />, '/promotions');
    const card = await screen.findByRole('article', { name: 'ฝากแรกรับ 50%' });
    expect(within(card).getByText('โบนัส 50%')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'รับโปรโมชั่น' }));
    const sheet = await screen.findByRole('dialog', { name: 'เงื่อนไขโปรโมชั่น' });
    expect(within(sheet).getByText('ทำเทิร์น 10 เท่าของโบนัสและยอดฝาก')).toBeTruthy();
    fireEvent.click(await within(sheet).findByRole('radio', { name: /1,000\.00 บาท/ }));
    const claim = within(sheet).getByRole('button', { name: 'รับโปรโมชั่น' }) as HTMLButtonElement;
    expect(claim.disabled).toBe(true);
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'ฉันอ่านและยอมรับเงื่อนไขแล้ว' }));
    expect(claim.disabled).toBe(false);
    fireEvent.click(claim);
    await waitFor(() => expect(onClaimed).toHaveBeenCalledTimes(1));
    const calls = server.callsTo('POST /api/promotion/claim');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body as PromotionClaimBody).toMatchObject({
      campaign_id: 7,
      deposit_id: 30,
      accept_terms: true,
    });
  });

  it('a refused claim shows the Thai reason in the sheet', async () => {
    fakeServer({
      'GET /api/promotion/list': () => ({ data: { items: [{ ...promotion, trigger: 'claim' }] } }),
      'POST /api/promotion/claim': () => ({ error: 8105, message: 'คุณมีโปรโมชั่นที่ยังทำเทิร์นโอเวอร์ไม่ครบ' }),
    });
    renderScreen(<PromotionsPage loggedIn onLogin={vi.fn()} />, '/promotions');
    fireEvent.click(await screen.findByRole('button', { name: 'รับโปรโมชั่น' }));
    const sheet = await screen.findByRole('dialog');
    fireEvent.click(within(sheet).getByRole('checkbox'));
    fireEvent.click(within(sheet).getByRole('button', { name: 'รับโปรโมชั่น' }));
    expect((await within(sheet).findByRole('alert')).textContent).toMatch(/เทิร์นโอเวอร์ไม่ครบ/);
  });

  it('a member with no deposit that backs the promotion is told to deposit first, with the way to the deposit page', async () => {
    fakeServer({
      'GET /api/promotion/list': () => ({
        data: {
          items: [
            {
              ...promotion,
              claimable: false,
              refusal: 'โปรโมชั่นนี้ต้องเลือกรายการฝากเงินที่ใช้รับโบนัส',
              refusal_code: 8102,
            },
          ],
        },
      }),
    });
    const { router } = renderScreen(<PromotionsPage loggedIn onLogin={vi.fn()} />, '/promotions');
    const card = await screen.findByRole('article', { name: 'ฝากแรกรับ 50%' });
    expect(within(card).getByTestId('deposit-first').textContent).toBe(
      'ฝากก่อน ขั้นต่ำ 100.00 บาท แล้วกลับมากดรับโปรโมชั่นนี้ได้เลย',
    );
    expect(card.textContent).not.toContain('ต้องเลือกรายการฝากเงิน');
    expect(card.querySelector('.promo-card__refusal')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'รับโปรโมชั่น' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'ฝากเงิน' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/deposit'));
    expect(await screen.findByText('หน้าฝากเงิน')).toBeTruthy();
  });

  it('any other refusal still says why, in red, with the claim off', async () => {
    fakeServer({
      'GET /api/promotion/list': () => ({
        data: {
          items: [{ ...promotion, claimable: false, refusal: 'คุณรับโปรโมชั่นนี้ครบจำนวนแล้ว', refusal_code: 8003 }],
        },
      }),
    });
    renderScreen(<PromotionsPage loggedIn onLogin={vi.fn()} />, '/promotions');
    const card = await screen.findByRole('article', { name: 'ฝากแรกรับ 50%' });
    expect(card.querySelector('.promo-card__refusal')?.textContent).toBe('คุณรับโปรโมชั่นนี้ครบจำนวนแล้ว');
    expect((within(card).getByRole('button', { name: 'รับโปรโมชั่น' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('guests get a login button and an empty list says so', async () => {
    fakeServer({
      'GET /api/promotion/list': () => ({ data: { items: [{ ...promotion, claimable: null }] } }),
    });
    const onLogin = vi.fn();
    renderScreen(<PromotionsPage loggedIn={false} onLogin={onLogin} />, '/promotions');
    fireEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบเพื่อรับโปรโมชั่น' }));
    expect(onLogin).toHaveBeenCalled();
    cleanup();
    fakeServer({ 'GET /api/promotion/list': () => ({ data: { items: [] } }) });
    renderScreen(<PromotionsPage loggedIn={false} onLogin={onLogin} />, '/promotions');
    expect(await screen.findByText('ยังไม่มีโปรโมชั่นในขณะนี้')).toBeTruthy();
  });
});

const freebet = (state: 'ready' | 'expired', id: number) => ({
  id,
  campaign_name: 'ฟรีเบทต้อนรับ',
  game_id: 'hub88-sweet-bonanza',
  provider_id: 'hub88',
  game_name: 'มาจองเวย์',
  game_image: '',
  bet_count: 10,
  used_count: 3,
  bet_value: 5,
  won: 0,
  starts_at: '2026-11-20T03:00:00.000Z',
  ends_at: '2026-11-27T03:00:00.000Z',
  state,
});

describe('MemberPromotionsPage and CouponPage', () => {
  it('shows the turnover bar with the baht owed, and the move once met', async () => {
    const item = {
      award_id: 1,
      campaign_id: 7,
      name: 'ฝากแรกรับ 50%',
      description: '',
      amount: 150,
      wallet_type_id: 2,
      created_at: '2026-11-25T03:00:00Z',
    };
    const server = fakeServer({
      'GET /api/member/promotions': () => ({
        data: {
          items: [
            {
              ...item,
              turnover: { status: 'active', required: 4500, progress: 1500, owed: 3000 },
              can_convert: false,
            },
            {
              ...item,
              award_id: 2,
              turnover: { status: 'met', required: 100, progress: 100, owed: 0 },
              can_convert: true,
            },
          ],
        },
      }),
      'POST /api/member/wallet/convert': () => ({ data: { amount: 150, replayed: false } }),
      'GET /api/member/freebets': () => ({ data: { items: [freebet('ready', 1), freebet('expired', 2)] } }),
    });
    renderScreen(<MemberPromotionsPage />, '/member/promotions');
    // The free bets in Hub88 games: a ready one links to its game, an expired one says so and links nowhere.
    const ready = await screen.findByTestId('freebet-1');
    // A line of the card, not the promotion's bulleted facts (their list's indent pushed it 18 px right).
    expect(within(ready).getByText('เหลือ 7 จาก 10 ครั้ง · ครั้งละ 5.00 บาท').className).toBe('promo-card__text');
    expect(within(ready).getByRole('link', { name: 'ไปเล่นเกมนี้' }).getAttribute('href')).toBe(
      '/play?game_id=hub88-sweet-bonanza&provider_id=hub88',
    );
    const expired = screen.getByTestId('freebet-2');
    expect(within(expired).getByText('หมดอายุ')).toBeTruthy();
    expect(within(expired).queryByRole('link')).toBeNull();
    expect(await screen.findByText('ต้องเล่นอีก 3,000.00 บาท')).toBeTruthy();
    expect(screen.getAllByRole('progressbar')[0]!.getAttribute('aria-valuenow')).toBe('33');
    fireEvent.click(screen.getByRole('button', { name: 'โยกเข้ากระเป๋าหลัก' }));
    await waitFor(() => expect(server.callsTo('POST /api/member/wallet/convert')).toHaveLength(1));
  });

  it('an award of free bets says so, not "0.00 บาท" and no turnover line', async () => {
    fakeServer({
      'GET /api/member/promotions': () => ({
        data: {
          items: [
            {
              award_id: 3,
              campaign_id: 9,
              name: 'โปรฟรีเบท',
              description: '',
              amount: 0,
              wallet_type_id: null,
              freebets: true,
              created_at: '2026-11-25T03:00:00Z',
              turnover: { status: 'none', required: 0, progress: 0, owed: 0 },
              can_convert: false,
            },
          ],
        },
      }),
      'GET /api/member/freebets': () => ({ data: { items: [] } }),
    });
    renderScreen(<MemberPromotionsPage />, '/member/promotions');
    const card = await screen.findByRole('article', { name: 'โปรฟรีเบท' });
    expect(card.textContent).toMatch(/ได้รับเป็นฟรีเบท/);
    expect(card.textContent).not.toMatch(/0\.00 บาท|ไม่ต้องทำเทิร์น/);
  });

  it('a coupon code answers what it gave, or the refusal', async () => {
    let next: 'ok' | 'bad' = 'ok';
    fakeServer({
      'GET /api/coupon/history': () => ({ data: { items: [] } }),
      'POST /api/coupon/redeem': () =>
        next === 'ok'
          ? {
              data: {
                code: 'ABCD',
                description: '',
                amount: 50,
                points: 0,
                spins: 0,
                wallet_type_id: 3,
                replayed: false,
              },
            }
          : { error: 8120, message: 'รหัสคูปองไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง' },
    });
    renderScreen(<CouponPage />, '/member/coupon');
    expect(await screen.findByText('ยังไม่มีประวัติการใช้คูปอง')).toBeTruthy();
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: 'abcd' } });
    fireEvent.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
    expect((await screen.findByText(/ใช้คูปองสำเร็จ/)).textContent).toMatch(/50\.00 บาท/);
    next = 'bad';
    fireEvent.change(input, { target: { value: 'wxyz' } });
    fireEvent.click(screen.getByRole('button', { name: 'ใช้คูปอง' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/ไม่ถูกต้อง/);
  });
});
