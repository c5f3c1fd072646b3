// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AdjustForm } from '@admin-app/features/members/components/adjust-form';
import { api } from '@lib/api';
import { createQueryClient } from '@lib/query-client';
import { fakeAdapter } from '@tests/shared/lib/fake-adapter';

afterEach(cleanup);

/** Answers the adjust calls in turn (a refusal, then successes), recording each body sent. */
const answerInTurn = (answers: { error: number; message?: string; data?: unknown }[]) => {
  const sent: { idempotency_key: string; reason: string; amount: number }[] = [];
  api.defaults.adapter = async (config) => {
    sent.push(JSON.parse(String(config.data)));
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)]!;
    return fakeAdapter(200, { message: '', data: null, ...answer })(config);
  };
  return sent;
};

const submit = async (amount: string, reason: string) => {
  fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('adjust-reason'), { target: { value: reason } });
  fireEvent.click(screen.getByTestId('adjust-submit'));
};

describe('the credit/debit form', () => {
  it('keeps its idempotency key after a failed submit and takes a new one after a success', async () => {
    const done = { error: 0, data: { transfer_id: 1, replayed: false, balance: 10 } };
    const sent = answerInTurn([{ error: 3004, message: 'ยอดเงินไม่พอ' }, done, done]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <App>
          <AdjustForm memberId={7} />
        </App>
      </QueryClientProvider>,
    );
    await submit('10', 'ชดเชยระบบ');
    await waitFor(() => expect(sent).toHaveLength(1));
    await screen.findByText('ยอดเงินไม่พอ');
    await submit('10', 'ชดเชยระบบ');
    await waitFor(() => expect(sent).toHaveLength(2));
    await screen.findByText('บันทึกแล้ว ยอดคงเหลือ 10.00 บาท');
    await submit('5', 'ชดเชยอีกครั้ง');
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[0]).toMatchObject({ amount: 10, reason: 'ชดเชยระบบ', direction: 'credit' });
    expect(sent[1]!.idempotency_key).toBe(sent[0]!.idempotency_key);
    expect(sent[2]!.idempotency_key).not.toBe(sent[1]!.idempotency_key);
  });
});
