import { App, Button, Form, Input, InputNumber, Popconfirm, Select, Tag } from 'antd';
import type { RestrictedAdmin, RestrictedInput } from '@contract/admin/lotto-setup';
import { betTypeDigits, type BetType } from '@contract/lotto';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useRemoveRestricted, useRestricted, useSaveRestricted } from '../api/lotto-setup-api';
import { lottoStrings as t } from '../strings';

type Values = { bet_type: BetType; number: string; mode: 'closed' | 'reduced'; rate?: number; note?: string };

/** The round's restricted numbers (เลขอั้น): closed, or paid at a reduced rate, from now on. */
export const RestrictedPanel = ({ roundId, mayManage }: { roundId: number; mayManage: boolean }) => {
  const { message } = App.useApp();
  const list = useRestricted(roundId);
  const save = useSaveRestricted();
  const remove = useRemoveRestricted();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form);
  const betType = Form.useWatch('bet_type', form);
  const done = {
    onSuccess: () => void message.success(t.saved),
    onError: (error: unknown) => void message.error(errorText(error)),
  };
  const submit = (values: Values) => {
    const data: RestrictedInput = {
      bet_type: values.bet_type,
      number: values.number,
      mode: values.mode,
      rate: values.mode === 'reduced' ? (values.rate ?? null) : null,
      note: values.note ?? '',
    };
    save.mutate(
      { roundId, data },
      { ...done, onSuccess: () => (form.resetFields(['number', 'note']), done.onSuccess()) },
    );
  };
  const digits = betType ? betTypeDigits[betType] : 3;
  return (
    <>
      {mayManage ? (
        <Form<Values>
          form={form}
          layout="inline"
          initialValues={{ bet_type: 'three_top', mode: 'closed' }}
          onFinish={submit}
          style={{ marginBottom: 16 }}
        >
          <Form.Item name="bet_type">
            <Select
              style={{ width: 130 }}
              options={Object.entries(t.betTypes).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item
            name="number"
            rules={[
              {
                required: true,
                pattern: new RegExp(`^\\d{${digits}}$`),
                message: `${t.number} ${digits} หลัก`,
              },
            ]}
          >
            <Input placeholder={t.number} maxLength={digits} style={{ width: 90 }} />
          </Form.Item>
          <Form.Item name="mode">
            <Select
              style={{ width: 110 }}
              options={[
                { value: 'closed', label: t.closed },
                { value: 'reduced', label: t.reduced },
              ]}
            />
          </Form.Item>
          {mode === 'reduced' ? (
            <Form.Item name="rate" rules={[{ required: true, message: t.reducedRate }]}>
              <InputNumber
                placeholder={t.reducedRate}
                min={0.01}
                max={100_000}
                precision={2}
                style={{ width: 150 }}
              />
            </Form.Item>
          ) : null}
          <Form.Item name="note">
            <Input placeholder={t.note} maxLength={200} style={{ width: 180 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t.addRestricted}
          </Button>
        </Form>
      ) : null}
      {list.isError ? <QueryError error={list.error} onRetry={() => list.refetch()} /> : null}
      <Table<RestrictedAdmin>
        rowKey={(row) => `${row.bet_type}-${row.number}`}
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        locale={{ emptyText: t.empty }}
        pagination={false}
        data-testid="restricted-list"
        columns={[
          { title: t.type, dataIndex: 'bet_type', render: (type: BetType) => t.betTypes[type] },
          { title: t.number, dataIndex: 'number' },
          {
            title: t.mode,
            render: (_, row) =>
              row.mode === 'closed' ? (
                <Tag color="red">{t.closed}</Tag>
              ) : (
                <Tag color="orange">{`${t.reduced} ${row.rate}`}</Tag>
              ),
          },
          { title: t.note, dataIndex: 'note' },
          {
            title: '',
            render: (_, row) =>
              mayManage ? (
                <Popconfirm
                  title={t.removeRestricted}
                  okText={t.removeRestricted}
                  cancelText={t.cancel}
                  onConfirm={() =>
                    remove.mutate({ roundId, bet_type: row.bet_type, number: row.number }, done)
                  }
                >
                  <Button size="small">{t.removeRestricted}</Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </>
  );
};
