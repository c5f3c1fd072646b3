import { Form, InputNumber, Space } from 'antd';
import { FreebetGameSelect } from '@admin-app/ui/freebet-game-select';
import { FreebetPrepaidSelect, type FreebetPrepaid } from '@admin-app/ui/freebet-prepaid-select';
import { wheelStrings as t } from '../strings';

/**
 * A free-bet slice's grant (its count is the slice's amount): the Hub88 game, baht each, days valid, and
 * optionally one of Hub88's prepaids of that game, whose fixed count and value fill the slice (the server takes
 * them from Hub88 again at the save).
 */
export const FreebetFields = ({ name }: { name: number }) => {
  const form = Form.useFormInstance();
  const gameCode = Form.useWatch(['prizes', name, 'freebet', 'game_code'], form) as string | undefined;
  const prepaid = Form.useWatch(['prizes', name, 'freebet', 'prepaid_uuid'], form) as
    string | null | undefined;
  // The prepaid field itself is set by its Form.Item; what the prepaid fixes fills the slice.
  const pick = (_uuid: string | undefined, chosen: FreebetPrepaid | undefined) => {
    if (chosen?.bet_count != null) form.setFieldValue(['prizes', name, 'amount'], chosen.bet_count);
    if (chosen?.bet_value != null)
      form.setFieldValue(['prizes', name, 'freebet', 'bet_value'], chosen.bet_value);
  };
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Form.Item name={[name, 'freebet', 'game_code']} noStyle rules={[{ required: true }]}>
        <FreebetGameSelect
          // Another game's prepaids are not this one's.
          onChange={() => form.setFieldValue(['prizes', name, 'freebet', 'prepaid_uuid'], null)}
        />
      </Form.Item>
      <Form.Item name={[name, 'freebet', 'prepaid_uuid']} noStyle>
        <FreebetPrepaidSelect
          gameCode={gameCode}
          allowClear
          placeholder={t.freebetOwnValue}
          onChange={pick}
        />
      </Form.Item>
      <Space size={4}>
        <Form.Item name={[name, 'freebet', 'bet_value']} noStyle rules={[{ required: true }]}>
          <InputNumber
            min={0.01}
            max={100_000}
            precision={2}
            placeholder={t.freebetValue}
            aria-label={t.freebetValue}
            disabled={Boolean(prepaid)}
          />
        </Form.Item>
        <Form.Item name={[name, 'freebet', 'valid_days']} noStyle initialValue={7}>
          <InputNumber
            min={1}
            max={90}
            precision={0}
            placeholder={t.freebetDays}
            aria-label={t.freebetDays}
          />
        </Form.Item>
      </Space>
    </Space>
  );
};
