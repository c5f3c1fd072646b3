import { App, Button, DatePicker, Drawer, Form, Input, InputNumber, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { toCsv } from '@contract/csv';
import type { AdminCampaign, AdminCouponCode, AdminCouponUse } from '@contract/rewards/promotion-admin';
import { formatDateTime } from '@admin-app/lib/dates';
import { errorText } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useFilterLayout } from '@admin-app/ui/narrow';
import { useCouponCodes, useCouponUses, useGenerateCodes } from '../api/promotions-api';
import { promotionAdminStrings as t } from '../strings';

type BatchValues = {
  count: number | null;
  prefix: string;
  code: string;
  max_uses: number;
  expires_at: Dayjs | null;
};

/** The codes as CSV (code, uses, expiry), through the one writer (BOM, quoting, no formulas). */
export const codesCsv = (codes: AdminCouponCode[]) =>
  toCsv([
    ['code', 'max_uses', 'used_count', 'expires_at', 'batch'],
    ...codes.map((c) => [c.code, c.max_uses, c.used_count, c.expires_at ?? '', c.batch]),
  ]);

const download = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
};

/** A coupon campaign's codes: generate a batch (N random, or one shared code), export CSV, who used them. */
export const CouponCodesDrawer = ({
  campaign,
  mayManage,
  onClose,
}: {
  campaign: AdminCampaign;
  mayManage: boolean;
  onClose: () => void;
}) => {
  const { message } = App.useApp();
  const codes = useCouponCodes(campaign.id);
  const uses = useCouponUses(campaign.id);
  const generate = useGenerateCodes();
  const [form] = Form.useForm<BatchValues>();
  const layout = useFilterLayout();
  const submit = (v: BatchValues) =>
    generate.mutate(
      {
        id: campaign.id,
        data: {
          ...(v.code ? { code: v.code } : { count: v.count ?? 1, prefix: v.prefix || undefined }),
          max_uses: v.max_uses,
          expires_at: v.expires_at ? v.expires_at.toISOString() : null,
        },
      },
      { onSuccess: () => void message.success(t.saved), onError: (e) => void message.error(errorText(e)) },
    );
  return (
    <Drawer open width={640} title={`${t.manageCodes}: ${campaign.name}`} onClose={onClose}>
      <Form<BatchValues>
        form={form}
        layout={layout}
        onFinish={submit}
        initialValues={{ count: 10, max_uses: 1, prefix: '', code: '' }}
      >
        <Form.Item name="count" label={t.count}>
          <InputNumber min={1} max={5000} />
        </Form.Item>
        <Form.Item name="prefix" label={t.prefix}>
          <Input maxLength={8} style={{ width: 90 }} />
        </Form.Item>
        <Form.Item name="code" label={t.oneCode}>
          <Input maxLength={32} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="max_uses" label={t.maxUses}>
          <InputNumber min={1} />
        </Form.Item>
        <Form.Item name="expires_at" label={t.expires}>
          <DatePicker showTime />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={!mayManage} loading={generate.isPending}>
          {t.generate}
        </Button>
      </Form>
      <Tabs
        items={[
          {
            key: 'codes',
            label: t.codes,
            children: (
              <>
                <Button
                  onClick={() => download(`coupons-${campaign.id}.csv`, codesCsv(codes.data?.items ?? []))}
                >
                  {t.exportCsv}
                </Button>
                <Table<AdminCouponCode>
                  rowKey="id"
                  size="small"
                  loading={codes.isLoading}
                  dataSource={codes.data?.items ?? []}
                  locale={{ emptyText: t.empty }}
                  columns={[
                    { title: t.codes, dataIndex: 'code' },
                    { title: t.used, render: (_, c) => `${c.used_count} / ${c.max_uses}` },
                    {
                      title: t.expires,
                      dataIndex: 'expires_at',
                      render: (at: string | null) => (at ? formatDateTime(at) : '-'),
                    },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'uses',
            label: t.uses,
            children: (
              <Table<AdminCouponUse>
                rowKey="id"
                size="small"
                loading={uses.isLoading}
                dataSource={uses.data?.items ?? []}
                locale={{ emptyText: t.empty }}
                columns={[
                  { title: t.member, dataIndex: 'username' },
                  { title: t.codes, dataIndex: 'code' },
                  { title: t.given, render: (_, u) => (u.amount > 0 ? u.amount : u.points || u.spins) },
                  { title: t.at, dataIndex: 'created_at', render: (at: string) => formatDateTime(at) },
                ]}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
};
