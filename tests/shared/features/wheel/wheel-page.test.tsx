// @vitest-environment screen
import { createHash } from 'node:crypto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WheelConfigV2Answer, WheelSpinAnswer } from '@contract/rewards/wheel';
import { WheelPage } from '@features/wheel/components/wheel-page';
import { prizeStored, tabChosen } from '@features/wheel/stores/wheel-store';
import { drawPrizeIndex } from '@server/rewards/wheel/draw';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  prizeStored(null);
  tabChosen(1);
});

const config = (over: Partial<WheelConfigV2Answer> = {}): WheelConfigV2Answer => ({
  setting: { enabled: true, points_per_spin: 10, total_weight: 8 },
  prizes: [
    {
      index: 0,
      label: 'เครดิต 50',
      type: 'money',
      amount: 50,
      wallet_type_id: 1,
      colour: '#f5b700',
      weight: 1,
      probability: 0.125,
    },
    {
      index: 1,
      label: '100 พอยท์',
      type: 'points',
      amount: 100,
      wallet_type_id: null,
      colour: '#2f54eb',
      weight: 3,
      probability: 0.375,
    },
    {
      index: 2,
      label: 'เสียใจด้วย',
      type: 'none',
      amount: 0,
      wallet_type_id: null,
      colour: '#333333',
      weight: 4,
      probability: 0.5,
    },
  ],
  free_spins: 1,
  points: 25,
  fair: { seed_id: 3, server_seed_hash: 'ab'.repeat(32), client_seed: 'lucky', nonce: 4 },
  ...over,
});

const spinAnswer: WheelSpinAnswer = {
  spin_id: 77,
  prize_index: 0,
  prize: { label: 'เครดิต 50', type: 'money', amount: 50, wallet_type_id: 1 },
  cost: 'free',
  points_cost: 0,
  seed_id: 3,
  nonce: 4,
  client_seed: 'lucky',
  weights: [1, 3, 4],
  created_at: '2026-11-25T05:00:00.000Z',
  replayed: false,
  free_spins: 0,
  points: 25,
};

const board = {
  items: [
    {
      name: '08x-xxx-5678',
      label: 'เครดิต 50',
      type: 'money',
      amount: 50,
      created_at: '2026-11-25T04:00:00.000Z',
    },
  ],
};

describe('WheelPage', () => {
  it('shows points, free spins, the odds and masked winners; a spin lands on the drawn slice and opens its prize', async () => {
    const server = fakeServer({
      'GET /api/wheel/config_v2': () => ({ data: config() }),
      'GET /api/wheel/board': () => ({ data: board }),
      'POST /api/wheel/spin_v2': () => ({ data: spinAnswer }),
    });
    renderScreen(<WheelPage spinMs={0} />, '/member/wheel');

    expect((await screen.findByTestId('wheel-points')).textContent).toContain('25');
    expect(screen.getByTestId('wheel-free-spins').textContent).toContain('1');
    const odds = screen.getAllByTestId('wheel-odds-row');
    expect(odds.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      '12.5%',
      '37.5%',
      '50%',
    ]);
    expect(await screen.findByText('08x-xxx-5678')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'หมุนฟรี (ใช้สิทธิ์ 1 ครั้ง)' }));
    const prize = await screen.findByTestId('wheel-prize');
    expect(prize.textContent).toContain('เครดิต 50.00 บาท');
    const spinCall = server.calls.find((c) => c.path === '/api/wheel/spin_v2')!;
    expect((spinCall.body as { request_id: string }).request_id.length).toBeGreaterThanOrEqual(8);
    // Slice 0 spans 0-120 degrees clockwise from the top: its middle (60) ends under the top pointer.
    const rotation = Number(screen.getByRole('img').getAttribute('data-rotation'));
    expect(((rotation % 360) + 60) % 360).toBe(0);
    expect(sessionStorage.getItem('wheel:pending-spin')).toContain('77');
  });

  it('disables the spin without points or free spins, and says the wheel is closed when it is', async () => {
    fakeServer({
      'GET /api/wheel/config_v2': () => ({ data: config({ free_spins: 0, points: 5 }) }),
      'GET /api/wheel/board': () => ({ data: { items: [] } }),
    });
    renderScreen(<WheelPage spinMs={0} />, '/member/wheel');
    expect(await screen.findByText('พอยท์ไม่พอ และไม่มีสิทธิ์หมุนฟรี')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'หมุนเลย' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('ยังไม่มีผู้ได้รับรางวัล')).toBeTruthy();
    cleanup();

    fakeServer({
      'GET /api/wheel/config_v2': () => ({
        data: config({ setting: { enabled: false, points_per_spin: 10, total_weight: 0 }, prizes: [] }),
      }),
    });
    renderScreen(<WheelPage spinMs={0} />, '/member/wheel');
    expect(await screen.findByText('กงล้อยังไม่เปิดให้หมุนในขณะนี้')).toBeTruthy();
  });

  it('opens on tab 2 (points) with the member spins, and shows the fairness panel on tab 3', async () => {
    fakeServer({
      'GET /api/wheel/config_v2': () => ({ data: config() }),
      'GET /api/wheel/history': () => ({
        data: {
          spins: [{ ...spinAnswer, cost: 'points', points_cost: 10 }],
          seeds: [
            {
              seed_id: 3,
              server_seed_hash: 'ab'.repeat(32),
              server_seed: null,
              client_seed: 'lucky',
              nonce: 5,
              active: true,
            },
          ],
        },
      }),
    });
    renderScreen(<WheelPage initialTab={2} spinMs={0} />, '/member/wheel');
    const row = await screen.findByTestId('wheel-history-row');
    expect(row.textContent).toContain('10 พอยท์');
    expect(screen.queryByRole('button', { name: /หมุน/ })).toBeNull();

    fireEvent.click(screen.getByText('ความโปร่งใส'));
    expect((await screen.findByTestId('wheel-seed-hash')).textContent).toContain('ab'.repeat(32));
    await waitFor(() => expect(screen.getByText(/ยังไม่มีค่าสุ่มที่เปิดเผย/)).toBeTruthy());
  });

  it('recomputes the spins of a revealed seed on the device and flags one that does not match', async () => {
    const serverSeed = '5e'.repeat(32);
    const weights = [1, 3, 4];
    const hash = createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');
    const drawn = (nonce: number) => drawPrizeIndex(weights, { serverSeed, clientSeed: 'lucky', nonce });
    const spinAt = (nonce: number, index: number) => ({
      ...spinAnswer,
      spin_id: 100 + nonce,
      nonce,
      prize_index: index,
    });
    fakeServer({
      'GET /api/wheel/config_v2': () => ({ data: config() }),
      'GET /api/wheel/history': () => ({
        data: {
          // nonce 1 claims a slice the seed did not draw: the device must say so.
          spins: [spinAt(0, drawn(0)), spinAt(1, (drawn(1) + 1) % 3)],
          seeds: [
            {
              seed_id: 3,
              server_seed_hash: hash,
              server_seed: serverSeed,
              client_seed: 'lucky',
              nonce: 2,
              active: false,
            },
          ],
        },
      }),
    });
    renderScreen(<WheelPage initialTab={3} spinMs={0} />, '/member/wheel');
    fireEvent.click(await screen.findByRole('button', { name: 'ตรวจสอบบนเครื่องนี้' }));
    await waitFor(() => expect(screen.getAllByTestId('wheel-verify-row')).toHaveLength(2));
    expect(screen.getByText('แฮชตรงกับที่แสดงไว้ก่อนหมุน ✔')).toBeTruthy();
    const rows = screen.getAllByTestId('wheel-verify-row').map((row) => row.textContent);
    expect(rows[0]).toContain('✔');
    expect(rows[1]).toContain('✘');
  });
});
