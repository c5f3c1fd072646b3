import { Button, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatBaht } from '@lib/format';
import { useSuggestionsQuery } from '../api/get-suggestions';
import { transferStrings as s } from '../strings';
import { SlipModal } from './slip-modal';

type SuggestionPickerProps = {
  transferId: number;
  /** Form.Item's value and onChange: the picked member's id. */
  value?: number;
  onChange?: (memberId: number | undefined) => void;
};

/** The members a transfer held for review may be, each picked with one click (then the reason, then confirm). */
export const SuggestionPicker = ({ transferId, value, onChange }: SuggestionPickerProps) => {
  const suggestions = useSuggestionsQuery(transferId);
  const [slipOf, setSlipOf] = useState<string | null>(null);
  return (
    <>
      <Typography.Text strong>{s.suggestionsTitle}</Typography.Text>
      <List
        size="small"
        loading={suggestions.isPending}
        locale={{ emptyText: s.noSuggestions }}
        dataSource={suggestions.data ?? []}
        data-testid="suggestions"
        renderItem={(item) => {
          const picked = value === item.member.id;
          return (
            <List.Item
              key={`${item.member.id}-${item.order_ref ?? ''}`}
              actions={[
                item.has_slip && item.order_ref ? (
                  <Button key="slip" size="small" onClick={() => setSlipOf(item.order_ref)}>
                    {s.viewSlip}
                  </Button>
                ) : null,
                <Button
                  key="pick"
                  size="small"
                  type={picked ? 'primary' : 'default'}
                  onClick={() => onChange?.(picked ? undefined : item.member.id)}
                  data-testid="pick-member"
                >
                  {picked ? s.picked : s.pick}
                </Button>,
              ]}
            >
              <Space direction="vertical" size={0}>
                <span>
                  {item.member.full_name} · {item.member.phone}
                </span>
                <Typography.Text type="secondary">
                  {item.member.bank_code} {item.member.bank_account}
                </Typography.Text>
                <Tag color={item.why === 'order' ? 'blue' : 'green'}>
                  {item.why === 'order' && item.order_ref && item.order_pay_amount !== null
                    ? s.orderOf(item.order_ref, formatBaht(item.order_pay_amount))
                    : s.why[item.why]}
                </Tag>
              </Space>
            </List.Item>
          );
        }}
      />
      <SlipModal orderRef={slipOf} onClose={() => setSlipOf(null)} />
    </>
  );
};
