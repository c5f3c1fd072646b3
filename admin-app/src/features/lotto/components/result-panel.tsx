import { Alert, App, Button, Descriptions, Form, Input, Space, Tag } from 'antd';
import type { LottoResultEntry } from '@contract/admin/lotto';
import type { RoundAdmin } from '@contract/admin/lotto-setup';
import { formatDateTime } from '@admin-app/lib/dates';
import { Baht } from '@admin-app/ui/money/baht';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useDecideResult, useEnterResult, useRerunSettlement, useSettlement } from '../api/lotto-results-api';
import { lottoStrings as t } from '../strings';

type Values = {
  first_prize: string;
  front3a?: string;
  front3b?: string;
  back3a?: string;
  back3b?: string;
  bottom2: string;
};
const digits = (n: number) => [
  { required: true, pattern: new RegExp(`^\\d{${n}}$`), message: t.digitsRequired(n) },
];

/**
 * The prizes a market's result has, from what it sells: every draw has the first prize (3 and 2 top, runs) and
 * the 2-digit bottom; the two front and two back 3-digit numbers only where 3 ตัวหน้า / 3 ตัวล่าง are sold
 * (the Thai government draw), not for the Lao draw, which has no such prizes.
 */
/** A draw's numbers, its front and back 3 only when it has them (the Lao draw has none). */
const drawText = (
  draw: { first_prize: string; front3: string[]; back3: string[]; bottom2: string },
  labelled: boolean,
) =>
  [
    [t.firstPrize, draw.first_prize],
    [t.front3, draw.front3.join(', ')],
    [t.back3, draw.back3.join(', ')],
    [t.bottom2, draw.bottom2],
  ]
    .filter(([, numbers]) => numbers)
    .map(([label, numbers]) => (labelled ? `${label} ${numbers}` : numbers))
    .join(' · ');

const prizesOf = (round: RoundAdmin) => ({
  front3: round.bet_types.includes('three_front'),
  back3: round.bet_types.includes('three_back'),
});

/**
 * The round's result and payment: a government or generic result is typed by one staff member and confirmed by
 * another (the server refuses the same one); then the bills' tally against what the ledger paid, and a re-run
 * that pays only what is still owed.
 */
export const ResultPanel = ({ round, maySettle }: { round: RoundAdmin; maySettle: boolean }) => {
  const { message } = App.useApp();
  const settlement = useSettlement(round.id);
  const enter = useEnterResult();
  const decide = useDecideResult();
  const rerun = useRerunSettlement();
  const [form] = Form.useForm<Values>();
  const fail = (error: unknown) => void message.error(errorText(error));
  const prizes = prizesOf(round);
  const submit = (v: Values) =>
    enter.mutate(
      {
        roundId: round.id,
        data: {
          first_prize: v.first_prize,
          front3: prizes.front3 ? [v.front3a ?? '', v.front3b ?? ''] : [],
          back3: prizes.back3 ? [v.back3a ?? '', v.back3b ?? ''] : [],
          bottom2: v.bottom2,
        },
      },
      { onSuccess: () => void message.success(t.saved), onError: fail },
    );
  const data = settlement.data;
  const result = data?.result;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {settlement.isError ? (
        <QueryError error={settlement.error} onRetry={() => settlement.refetch()} />
      ) : null}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t.status}>
          {t.roundStatuses[data?.round_status ?? round.status]}
        </Descriptions.Item>
        <Descriptions.Item label={t.results}>
          {!result
            ? t.resultNone
            : result.kind === 'draw'
              ? drawText(result, true)
              : result.kind === 'yeekee'
                ? `${result.result} (3 ตัวบน ${result.top3} · 2 ตัวล่าง ${result.bottom2})`
                : `ไม่มีผล (ยิงเลข ${result.shot_count} ครั้ง) คืนเงินทุกโพย`}
        </Descriptions.Item>
        <Descriptions.Item label={t.ledgerPaid}>
          <Baht value={data?.ledger_paid ?? 0} />
        </Descriptions.Item>
      </Descriptions>
      <Table
        rowKey="status"
        size="small"
        pagination={false}
        dataSource={data?.bills ?? []}
        locale={{ emptyText: t.empty }}
        columns={[
          { title: t.status, dataIndex: 'status', render: (s: string) => t.billStatuses[s] ?? s },
          { title: t.bills, dataIndex: 'bills' },
          { title: t.stake, dataIndex: 'stake', render: (v: number) => <Baht value={v} /> },
          { title: t.payout, dataIndex: 'payout', render: (v: number) => <Baht value={v} /> },
        ]}
      />
      {round.market_type === 'yeekee' ? (
        <Alert type="info" showIcon message={t.yeekeeResult} />
      ) : (
        <>
          <Alert type="warning" showIcon message={t.fourEyes} />
          {!result ? (
            <Form<Values>
              form={form}
              layout="inline"
              onFinish={submit}
              data-testid="result-form"
              style={{ rowGap: 8 }}
            >
              <Form.Item name="first_prize" label={t.firstPrize} rules={digits(6)}>
                <Input inputMode="numeric" maxLength={6} style={{ width: 110 }} />
              </Form.Item>
              {prizes.front3
                ? (['front3a', 'front3b'] as const).map((name, i) => (
                    <Form.Item key={name} name={name} label={t.front3Nth(i + 1)} rules={digits(3)}>
                      <Input inputMode="numeric" maxLength={3} style={{ width: 70 }} />
                    </Form.Item>
                  ))
                : null}
              {prizes.back3
                ? (['back3a', 'back3b'] as const).map((name, i) => (
                    <Form.Item key={name} name={name} label={t.back3Nth(i + 1)} rules={digits(3)}>
                      <Input inputMode="numeric" maxLength={3} style={{ width: 70 }} />
                    </Form.Item>
                  ))
                : null}
              <Form.Item name="bottom2" label={t.bottom2} rules={digits(2)}>
                <Input inputMode="numeric" maxLength={2} style={{ width: 60 }} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={enter.isPending}>
                {t.enterResult}
              </Button>
            </Form>
          ) : null}
          <Table<LottoResultEntry>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={data?.entries ?? []}
            locale={{ emptyText: t.empty }}
            data-testid="result-entries"
            columns={[
              {
                title: t.results,
                render: (_, e) => drawText(e.result, false),
              },
              { title: t.enteredBy, render: (_, e) => `${e.entered_by} ${formatDateTime(e.entered_at)}` },
              {
                title: t.status,
                render: (_, e) => (
                  <Tag color={e.status === 'confirmed' ? 'green' : e.status === 'rejected' ? 'red' : 'blue'}>
                    {t.entryStatuses[e.status]}
                  </Tag>
                ),
              },
              {
                title: t.decidedBy,
                render: (_, e) => (e.decided_by ? `${e.decided_by} ${formatDateTime(e.decided_at!)}` : '-'),
              },
              {
                title: '',
                render: (_, e) =>
                  e.status === 'pending' ? (
                    <Space>
                      <Button
                        size="small"
                        type="primary"
                        onClick={() =>
                          decide.mutate({ entryId: e.id, decision: 'confirm' }, { onError: fail })
                        }
                      >
                        {t.confirm}
                      </Button>
                      <Button
                        size="small"
                        danger
                        onClick={() =>
                          decide.mutate({ entryId: e.id, decision: 'reject' }, { onError: fail })
                        }
                      >
                        {t.reject}
                      </Button>
                    </Space>
                  ) : null,
              },
            ]}
          />
        </>
      )}
      {maySettle && (data?.round_status === 'resulted' || data?.round_status === 'settled') ? (
        <Button
          loading={rerun.isPending}
          onClick={() =>
            rerun.mutate(
              { roundId: round.id },
              {
                onSuccess: (answer) => void message.success(t.rerunDone(answer.settled_bills)),
                onError: fail,
              },
            )
          }
        >
          {t.rerun}
        </Button>
      ) : null}
    </Space>
  );
};
