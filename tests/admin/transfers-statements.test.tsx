// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fileTooLarge,
  STATEMENT_MAX_CHARS,
  type StatementAccount,
  type StatementResult,
  type TransferSuggestion,
} from '@contract/admin/statements';
import type { TransferPage } from '@contract/admin/transfers';
import { TransfersScreen } from '@admin-app/features/transfers/components/transfers-screen';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';
import { screenWidth } from './helpers/screen-width';
import '@admin-app/lib/dates';

afterEach(cleanup);

const page: TransferPage = {
  items: [
    {
      id: 7,
      status: 'review',
      channel_type: 'bank_transfer',
      sub_channel_id: 1,
      amount: 800,
      reference: '',
      from_bank: '',
      from_account: 'xxx-x-x1234-x',
      received_at: '2026-11-23T15:00:00.000Z',
      order_ref: null,
      member: null,
      note: '',
      description: '',
      has_slip: false,
    },
  ],
  total: 1,
  total_capped: false,
  next_cursor: null,
  page_size: 20,
  review_count: 1,
};
const suggestion: TransferSuggestion = {
  member: {
    id: 42,
    phone: '0812345678',
    full_name: 'สมชาย ใจดี',
    bank_code: 'KBANK',
    bank_account: '0011231234',
  },
  why: 'order',
  order_ref: 'DORDER12345',
  order_pay_amount: 800.37,
  has_slip: true,
};
const account: StatementAccount = {
  id: 3,
  bank_code: 'KBANK',
  bank_name: 'ธนาคารกสิกรไทย',
  account_number: '1234567890',
  account_name: 'บจก. สยามเดโม่',
  mapping: null,
};
const preview: StatementResult = {
  columns: ['วันที่', 'เวลา', 'ยอดเงินเข้า', 'เลขอ้างอิง', 'บัญชีผู้โอน', 'รายละเอียด'],
  counts: { new: 1, known: 0, refused: 1 },
  rows: [
    {
      line: 2,
      outcome: 'new',
      reason: '',
      received_at: '2026-11-27T07:05:00.000Z',
      amount: 800.37,
      reference: 'FT1',
      from_account: '',
      description: '',
      match: 'order',
      order_ref: 'DORDER12345',
      transfer_id: null,
    },
    {
      line: 3,
      outcome: 'refused',
      reason: 'อ่านยอดเงินไม่ได้',
      received_at: null,
      amount: null,
      reference: '',
      from_account: '',
      description: '',
      match: null,
      order_ref: null,
      transfer_id: null,
    },
  ],
};

const renderScreen = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <TransfersScreen />
      </App>
    </QueryClientProvider>,
  );

describe('statement lines on the transfers page', () => {
  it('suggests members for a line held for review; one pick and a reason assign it', async () => {
    const restore = screenWidth(1280);
    try {
      const server = fakeServer({
        'GET /api/admin/transfers': () => ({ data: page }),
        'GET /api/admin/transfers/7/suggestions': () => ({ data: [suggestion] }),
        'GET /api/admin/deposits/slip': () => ({
          data: {
            order_id: 'DORDER12345',
            mime: 'image/png',
            size: 3,
            uploaded_at: '2026-11-27T07:05:00.000Z',
            data_base64: 'AAAA',
          },
        }),
        'POST /api/admin/transfers/7/assign': () => ({ data: { id: 7, status: 'matched', member_id: 42 } }),
      });
      renderScreen();
      fireEvent.click(await screen.findByTestId('assign-button'));
      const list = await screen.findByTestId('suggestions');
      await waitFor(() => expect(list.textContent).toContain('สมชาย ใจดี'));
      expect(list.textContent).toContain('รายการฝาก DORDER12345 ยอด 800.37 บาท');
      fireEvent.click(within(list).getByRole('button', { name: 'ดูสลิป' }));
      expect(((await screen.findByAltText('สลิปการโอนที่สมาชิกแนบ')) as HTMLImageElement).src).toBe(
        'data:image/png;base64,AAAA',
      );
      fireEvent.click(within(list).getByTestId('pick-member'));
      fireEvent.change(screen.getByRole('textbox', { name: /เหตุผล/ }), {
        target: { value: 'สลิปตรงกับรายการฝาก' },
      });
      // The modal's confirm button (the row's own button has the same name and comes first).
      fireEvent.click(screen.getAllByRole('button', { name: 'ระบุสมาชิก' }).at(-1)!);
      await waitFor(() => expect(server.callsTo('POST /api/admin/transfers/7/assign')).toHaveLength(1));
      expect(server.callsTo('POST /api/admin/transfers/7/assign')[0]!.body).toEqual({
        member_id: 42,
        reason: 'สลิปตรงกับรายการฝาก',
      });
    } finally {
      restore();
    }
  });

  it('previews a statement file with what each row becomes, then imports it', async () => {
    const restore = screenWidth(1280);
    try {
      const server = fakeServer({
        'GET /api/admin/transfers': () => ({ data: page }),
        'GET /api/admin/statements/accounts': () => ({ data: [account] }),
        'POST /api/admin/statements/preview': () => ({ data: preview }),
        'POST /api/admin/statements/import': () => ({
          data: { ...preview, counts: { new: 1, known: 0, refused: 1 } },
        }),
      });
      renderScreen();
      fireEvent.click(await screen.findByTestId('import-file'));
      const drawer = await screen.findByRole('dialog');
      fireEvent.mouseDown(within(drawer).getByTestId('account-select').querySelector('input')!);
      fireEvent.click(await screen.findByText('ธนาคารกสิกรไทย 1234567890 (บจก. สยามเดโม่)'));
      const csv = 'วันที่,เวลา,ยอดเงินเข้า\r\n27/11/2569,14:05,"1,800.37"\r\n';
      fireEvent.change(within(drawer).getByLabelText('ไฟล์ CSV จากธนาคาร'), {
        target: { files: [new File([csv], 'kbank.csv', { type: 'text/csv' })] },
      });
      expect((await within(drawer).findByTestId('statement-counts')).textContent).toBe(
        'รายการใหม่ 1 · เคยนำเข้าแล้ว 0 · ไม่รับ 1',
      );
      expect(drawer.textContent).toContain('อ่านยอดเงินไม่ได้');
      expect(drawer.textContent).toContain('ตรงกับรายการฝาก DORDER12345');
      const sent = server.callsTo('POST /api/admin/statements/preview')[0]!.body as {
        csv: string;
        bank_account_id: number;
      };
      expect(sent).toMatchObject({ csv, bank_account_id: 3 });
      fireEvent.click(within(drawer).getByTestId('import-button'));
      await waitFor(() => expect(server.callsTo('POST /api/admin/statements/import')).toHaveLength(1));
    } finally {
      restore();
    }
  });
});

describe('a statement file over the size the server reads', () => {
  it('is refused in Thai on the page and never sent', async () => {
    const server = fakeServer({
      'GET /api/admin/transfers': () => ({ data: page }),
      'GET /api/admin/statements/accounts': () => ({ data: [account] }),
      'POST /api/admin/statements/preview': () => ({ data: preview }),
    });
    renderScreen();
    // The actions read in Thai words: the statement is รายการเดินบัญชี.
    expect((await screen.findByTestId('record-line')).textContent).toBe('บันทึกรายการจากรายการเดินบัญชี');
    expect(screen.getByTestId('import-file').textContent).toBe('นำเข้าไฟล์รายการเดินบัญชี');
    fireEvent.click(screen.getByTestId('import-file'));
    const drawer = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(drawer).getByTestId('account-select').querySelector('input')!);
    fireEvent.click(await screen.findByText('ธนาคารกสิกรไทย 1234567890 (บจก. สยามเดโม่)'));
    const big = new File(['x'.repeat(STATEMENT_MAX_CHARS + 1)], 'year.csv', { type: 'text/csv' });
    fireEvent.change(within(drawer).getByLabelText('ไฟล์ CSV จากธนาคาร'), { target: { files: [big] } });
    expect(await screen.findByText(fileTooLarge)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/statements/preview')).toHaveLength(0);
  });
});

describe('a statement line typed in', () => {
  const typeLine = async () => {
    fireEvent.click(await screen.findByTestId('record-line'));
    const modal = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(modal).getByTestId('account-select').querySelector('input')!);
    fireEvent.click(await screen.findByText('ธนาคารกสิกรไทย 1234567890 (บจก. สยามเดโม่)'));
    fireEvent.change(within(modal).getByLabelText('ยอดเงินเข้า (บาท)'), { target: { value: '800.37' } });
    const time = within(modal).getByLabelText('วันเวลาที่เงินเข้า');
    fireEvent.focus(time);
    fireEvent.click(time);
    fireEvent.click(await screen.findByText('ตอนนี้'));
    fireEvent.click(within(modal).getByRole('button', { name: 'บันทึก' }));
    return modal;
  };

  it('records the line, says what became of it and closes', async () => {
    const server = fakeServer({
      'GET /api/admin/transfers': () => ({ data: page }),
      'GET /api/admin/statements/accounts': () => ({ data: [account] }),
      'POST /api/admin/statements/lines': () => ({
        data: { id: 9, status: 'matched', order_ref: 'DORDER12345', member_id: 42, replayed: false },
      }),
    });
    renderScreen();
    await typeLine();
    await waitFor(() => expect(server.callsTo('POST /api/admin/statements/lines')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/statements/lines')[0]!.body).toMatchObject({
      bank_account_id: 3,
      amount: 800.37,
    });
    expect(await screen.findByText('บันทึกแล้ว และเติมเงินให้สมาชิกแล้ว')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal in Thai and keeps what staff typed", async () => {
    fakeServer({
      'GET /api/admin/transfers': () => ({ data: page }),
      'GET /api/admin/statements/accounts': () => ({ data: [account] }),
      'POST /api/admin/statements/lines': () => ({ error: 1201, message: 'บัญชีนี้ไม่ใช่บัญชีของเว็บ', data: null }),
    });
    renderScreen();
    const modal = await typeLine();
    expect(await screen.findByText('บัญชีนี้ไม่ใช่บัญชีของเว็บ')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(modal);
    expect((within(modal).getByLabelText('ยอดเงินเข้า (บาท)') as HTMLInputElement).value).toBe('800.37');
  });
});
