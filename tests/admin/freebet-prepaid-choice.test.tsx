// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, InputNumber } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { FreebetPrepaidChoice, PREPAID_FIELDS } from '@admin-app/ui/freebet-prepaid-select';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

// The coupon, promotion and quest editors' choice of a Hub88 prepaid (issue 30): the game's prepaids are asked
// for, and picking one fills the count and value it fixes; Hub88's refusal is shown in Thai.
afterEach(cleanup);

const Editor = () => {
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      initialValues={{
        freebet_game_code: 'hub88-mahjong',
        freebet_source: 'own',
        freebet_count: 1,
        freebet_value: 1,
      }}
    >
      <Form.Item name="freebet_game_code" hidden>
        <input />
      </Form.Item>
      <FreebetPrepaidChoice form={form} names={PREPAID_FIELDS} />
      <Form.Item name="freebet_count" label="จำนวน">
        <InputNumber />
      </Form.Item>
      <Form.Item name="freebet_value" label="มูลค่า">
        <InputNumber />
      </Form.Item>
    </Form>
  );
};

const renderEditor = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <Editor />
      </App>
    </QueryClientProvider>,
  );

describe('FreebetPrepaidChoice', () => {
  it('lists the game’s prepaids once chosen, and a pick fills its count and value', async () => {
    const server = fakeServer({
      'GET /api/admin/rewards/freebet-prepaids': () => ({
        data: {
          items: [{ prepaid_uuid: '0e6bde62-4713-4b85-b510-59f0d729d8f7', bet_count: 5, bet_value: 2 }],
        },
      }),
    });
    renderEditor();
    expect(screen.queryByTestId('freebet-prepaid-select')).toBeNull();
    fireEvent.click(screen.getByLabelText('ใช้ prepaid ของ Hub88'));
    const select = (await screen.findByTestId('freebet-prepaid-select')).querySelector(
      '.ant-select-selector',
    )!;
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText(/^5 ครั้ง × 2.00 บาท/));
    expect(server.callsTo('GET /api/admin/rewards/freebet-prepaids')[0]!.params).toMatchObject({
      game: 'hub88-mahjong',
    });
    await waitFor(() =>
      expect([
        (screen.getByLabelText('จำนวน') as HTMLInputElement).value,
        (screen.getByLabelText('มูลค่า') as HTMLInputElement).value,
      ]).toEqual(['5', '2']),
    );
  });

  it('shows Hub88’s refusal in Thai', async () => {
    fakeServer({
      'GET /api/admin/rewards/freebet-prepaids': () => ({
        error: 6452,
        message: 'ดึงรายการ prepaid ของเกมนี้จาก Hub88 ไม่ได้ในตอนนี้',
        data: null,
      }),
    });
    renderEditor();
    fireEvent.click(screen.getByLabelText('ใช้ prepaid ของ Hub88'));
    expect(await screen.findByText(/ดึงรายการ prepaid ของเกมนี้จาก Hub88 ไม่ได้/)).toBeTruthy();
  });
});
