// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { ListEditor, listSpecs } from '@admin-app/features/content/components/list-editor';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const banks = [
  { code: 'KBANK', name_th: 'ธนาคารกสิกรไทย', short_name: 'กสิกร', account_digits: [10] },
  { code: 'BBL', name_th: 'ธนาคารกรุงเทพ', short_name: 'กรุงเทพ', account_digits: [10] },
];

describe("the agent's bank accounts", () => {
  it('picks the bank by its Thai name from the list and sends its code; the list shows the bank by name', async () => {
    const server = fakeServer({
      'GET /api/banks': () => ({ data: banks }),
      'GET /api/admin/content/bank_accounts': () => ({
        data: [
          {
            id: 1,
            bank_code: 'KBANK',
            account_number: '1234567890',
            account_name: 'บจก. เดโม่',
            sort: 0,
            active: true,
          },
        ],
      }),
      'POST /api/admin/content/bank_accounts': (call) => ({ data: { id: 2, ...(call.body as object) } }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <App>
          <ListEditor spec={listSpecs.find((spec) => spec.kind === 'bank_accounts')!} />
        </App>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('ธนาคารกสิกรไทย (KBANK)', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-bank_accounts'));
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog).getByRole('combobox');
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'กรุงเทพ' } });
    fireEvent.click(await screen.findByTitle('ธนาคารกรุงเทพ (BBL)'));
    const boxes = within(dialog).getAllByRole('textbox');
    fireEvent.change(boxes[0]!, { target: { value: '9876543210' } });
    fireEvent.change(boxes[1]!, { target: { value: 'บจก. ทดสอบ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/content/bank_accounts')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/content/bank_accounts')[0]!.body).toMatchObject({
      bank_code: 'BBL',
      account_number: '9876543210',
    });
  });
});
