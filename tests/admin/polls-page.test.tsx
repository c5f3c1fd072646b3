// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import type { PollAdminItem } from '@contract/poll/poll-admin';
import { PollsPage } from '@admin-app/features/polls/components/polls-page';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const poll = (overrides: Partial<PollAdminItem> = {}): PollAdminItem => ({
  id: 4,
  title: 'ทายผลบอลคู่เด็ด',
  description: '',
  image: '',
  status: 'closed',
  phase: 'closed',
  opens_at: '2026-11-24T00:00:00.000Z',
  closes_at: '2026-11-25T00:00:00.000Z',
  prize_mode: 'per_winner',
  prize: 100,
  quota_period: 'day',
  quota_rules: [{ type: 'fixed', votes: 1 }],
  choices: [
    { id: 41, label: 'เจ้าบ้านชนะ', image: '', votes: 5 },
    { id: 42, label: 'เสมอ', image: '', votes: 2 },
  ],
  voters: 6,
  votes: 7,
  pending_answer: {
    choice_id: 41,
    entered_by: 9,
    entered_by_name: 'setter',
    entered_at: '2026-11-25T01:00:00.000Z',
  },
  answer_choice_id: null,
  winners: 0,
  paid: 0,
  paid_at: null,
  ...overrides,
});

const renderPage = (staffId: number) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <PollsPage staffId={staffId} mayConfirm />
      </App>
    </QueryClientProvider>,
  );

describe('the polls page', () => {
  it('hides the confirmation from the staff member who set the answer', async () => {
    fakeServer({ 'GET /api/admin/polls': () => ({ data: { items: [poll()] } }) });
    renderPage(9);
    const table = await screen.findByTestId('polls-table');
    await waitFor(() => expect(within(table).getByText('#4 ทายผลบอลคู่เด็ด')).toBeTruthy());
    expect(within(table).getByText('7 โหวต / 6 คน')).toBeTruthy();
    expect(within(table).getByText('ต้องให้พนักงานอีกคนยืนยัน')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'ยืนยันคำตอบและจ่ายรางวัล' })).toBeNull();
  });

  it('lets another staff member confirm, and shows what was paid', async () => {
    let answered = false;
    const server = fakeServer({
      'GET /api/admin/polls': () => ({
        data: {
          items: [
            answered
              ? poll({
                  status: 'answered',
                  phase: 'answered',
                  pending_answer: null,
                  answer_choice_id: 41,
                  winners: 5,
                  paid: 500,
                })
              : poll(),
          ],
        },
      }),
      'POST /api/admin/polls/4/answer/confirm': () => {
        answered = true;
        return {
          data: poll({ status: 'answered', phase: 'answered', pending_answer: null, answer_choice_id: 41 }),
        };
      },
    });
    renderPage(10);
    fireEvent.click(await screen.findByRole('button', { name: 'ยืนยันคำตอบและจ่ายรางวัล' }));
    fireEvent.click(await screen.findByRole('button', { name: /OK|ตกลง/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/polls/4/answer/confirm')).toHaveLength(1));
    expect(await screen.findByText('5 คน · 500.00 บาท')).toBeTruthy();
  });
});
