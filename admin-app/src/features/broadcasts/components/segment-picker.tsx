import { Alert, Form, InputNumber, Select, Space, Spin, Typography } from 'antd';
import type { BroadcastSegment } from '@contract/line/broadcast';
import { useAudienceQuery, usePromotionOptions } from '../api/broadcasts-api';
import { broadcastStrings as strings } from '../strings';

const t = strings.segment;
const kinds = Object.keys(t.kinds) as BroadcastSegment['kind'][];

/** The segment fields of the composer's form, flat: its kind, and its number where it has one. */
export type SegmentValues = {
  kind: BroadcastSegment['kind'];
  days?: number | null;
  level?: number | null;
  campaign_id?: number | null;
};

/** The segment the fields describe, or null while its number is missing. */
export const segmentOf = (values: SegmentValues | undefined): BroadcastSegment | null => {
  if (!values?.kind) return null;
  const { kind, days, level, campaign_id: campaignId } = values;
  if (kind === 'deposited_within' || kind === 'inactive') return days ? { kind, days } : null;
  if (kind === 'vip') return typeof level === 'number' ? { kind, level } : null;
  if (kind === 'promotion') return campaignId ? { kind, campaign_id: campaignId } : null;
  return { kind };
};

/** How many members the segment reaches now, beside what is left of the month's quota. */
const AudienceCount = ({ segment }: { segment: BroadcastSegment | null }) => {
  const audience = useAudienceQuery(segment);
  if (!segment) return null;
  if (!audience.data) return <Spin size="small" />;
  const { audience: count, quota } = audience.data;
  const over = quota?.left !== null && quota?.left !== undefined && count > quota.left;
  // Nobody to send to: the server refuses the send, so the count says so before staff try.
  const none = count === 0;
  return (
    <Alert
      type={over ? 'error' : none ? 'warning' : 'info'}
      showIcon
      data-testid="broadcast-audience"
      message={t.audience(count)}
      description={
        <Space direction="vertical" size={0}>
          <span>{quota ? t.quota(quota.left, quota.limit, quota.used) : t.noQuota}</span>
          {over ? <Typography.Text type="danger">{t.overQuota}</Typography.Text> : null}
          {none ? <Typography.Text strong>{t.noAudience}</Typography.Text> : null}
          <Typography.Text type="secondary">{t.note}</Typography.Text>
        </Space>
      }
    />
  );
};

/** The segment picker inside the composer's form (`segment.*` fields), with the live count below it. */
export const SegmentPicker = () => {
  const form = Form.useFormInstance();
  const values = Form.useWatch<SegmentValues | undefined>('segment', form);
  const promotions = usePromotionOptions();
  const kind = values?.kind ?? 'all';
  return (
    <>
      <Form.Item name={['segment', 'kind']} label={t.kind}>
        <Select options={kinds.map((value) => ({ value, label: t.kinds[value] }))} />
      </Form.Item>
      {kind === 'deposited_within' || kind === 'inactive' ? (
        <Form.Item
          name={['segment', 'days']}
          label={t.days}
          rules={[{ required: true, message: strings.composer.required }]}
        >
          <InputNumber min={1} max={3650} precision={0} />
        </Form.Item>
      ) : null}
      {kind === 'vip' ? (
        <Form.Item
          name={['segment', 'level']}
          label={t.level}
          rules={[{ required: true, message: strings.composer.required }]}
        >
          <Select options={[0, 1, 2].map((level) => ({ value: level, label: `VIP ${level}` }))} />
        </Form.Item>
      ) : null}
      {kind === 'promotion' ? (
        <Form.Item
          name={['segment', 'campaign_id']}
          label={t.promotion}
          rules={[{ required: true, message: strings.composer.required }]}
        >
          <Select options={promotions.data ?? []} loading={promotions.isLoading} />
        </Form.Item>
      ) : null}
      <AudienceCount segment={segmentOf(values)} />
    </>
  );
};
