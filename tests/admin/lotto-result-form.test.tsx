// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoundAdmin } from '@contract/admin/lotto-setup';
import type { BetType } from '@contract/lotto';
import { ResultPanel } from '@admin-app/features/lotto/components/result-panel';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const roundOf = (betTypes: BetType[]): RoundAdmin => ({
  id: 7,
  market_id: 3,
  market_name: 'ตลาด',
  market_type: 'generic',
  bet_types: betTypes,
  title: 'งวด 27 พ.ย.',
  open_at: '2026-11-26T13:00:00.000Z',
  close_at: '2026-11-27T13:00:00.000Z',
  result_at: '2026-11-27T13:30:00.000Z',
  status: 'closed',
  bills: 0,
  stake: 0,
  payout: 0,
  restricted: 0,
});

const serve = (result: unknown = null) =>
  fakeServer({
    'GET /api/admin/lotto/rounds/7/settlement': () => ({
      data: {
        round_id: 7,
        title: 'งวด 27 พ.ย.',
        market_type: 'generic',
        round_status: 'closed',
        result,
        bills: [],
        ledger_paid: 0,
        entries: [],
      },
    }),
    'POST /api/admin/lotto/rounds/7/result': () => ({ data: null }),
  });

const renderPanel = (betTypes: BetType[]) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <ResultPanel round={roundOf(betTypes)} maySettle={false} />
      </App>
    </QueryClientProvider>,
  );

const LAO: BetType[] = ['three_top', 'three_tote', 'two_top', 'two_bottom', 'run_top', 'run_bottom'];

describe('the lotto result form follows the market prizes', () => {
  it('asks the Lao draw for the first prize and the bottom two only, each box labelled, and sends no front or back 3', async () => {
    const server = serve();
    renderPanel(LAO);
    fireEvent.change(await screen.findByLabelText('รางวัลที่ 1 (6 หลัก)', {}, { timeout: 5000 }), {
      target: { value: '123456' },
    });
    fireEvent.change(screen.getByLabelText('เลขท้าย 2 ตัว'), { target: { value: '45' } });
    expect(screen.queryByLabelText(/เลขหน้า 3 ตัว/)).toBeNull();
    expect(screen.queryByLabelText(/เลขท้าย 3 ตัว/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกผลรางวัล (รอคนที่สองยืนยัน)' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/lotto/rounds/7/result')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/lotto/rounds/7/result')[0]!.body).toEqual({
      first_prize: '123456',
      front3: [],
      back3: [],
      bottom2: '45',
    });
  });

  it('asks the Thai government draw for both front and back 3 numbers, labelled, and refuses without them', async () => {
    const server = serve();
    renderPanel([...LAO, 'three_front', 'three_back']);
    fireEvent.change(await screen.findByLabelText('รางวัลที่ 1 (6 หลัก)', {}, { timeout: 5000 }), {
      target: { value: '123456' },
    });
    fireEvent.change(screen.getByLabelText('เลขท้าย 2 ตัว'), { target: { value: '45' } });
    for (const label of ['เลขหน้า 3 ตัว ชุดที่ 1', 'เลขหน้า 3 ตัว ชุดที่ 2', 'เลขท้าย 3 ตัว ชุดที่ 1', 'เลขท้าย 3 ตัว ชุดที่ 2'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกผลรางวัล (รอคนที่สองยืนยัน)' }));
    // antd validates each field on its own promise: the four messages may show one after another.
    await waitFor(() => expect(screen.getAllByText('กรอกตัวเลข 3 หลัก')).toHaveLength(4));
    expect(server.callsTo('POST /api/admin/lotto/rounds/7/result')).toHaveLength(0);
  });

  it('shows a Lao result without empty front and back 3 numbers', async () => {
    serve({ kind: 'draw', first_prize: '123456', front3: [], back3: [], bottom2: '45' });
    renderPanel(LAO);
    expect(
      await screen.findByText('รางวัลที่ 1 (6 หลัก) 123456 · เลขท้าย 2 ตัว 45', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
