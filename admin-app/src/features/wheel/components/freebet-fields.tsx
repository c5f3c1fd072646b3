import { Form, InputNumber, Space } from 'antd';
import { FreebetGameSelect } from '@admin-app/ui/freebet-game-select';
import { wheelStrings as t } from '../strings';

/** A free-bet slice's grant (its count is the slice's amount): the Hub88 game, baht each, days valid. */
export const FreebetFields = ({ name }: { name: number }) => (
  <Space direction="vertical" size={4} style={{ width: '100%' }}>
    <Form.Item name={[name, 'freebet', 'game_code']} noStyle rules={[{ required: true }]}>
      <FreebetGameSelect />
    </Form.Item>
    <Space size={4}>
      <Form.Item name={[name, 'freebet', 'bet_value']} noStyle rules={[{ required: true }]}>
        <InputNumber
          min={0.01}
          max={100_000}
          precision={2}
          placeholder={t.freebetValue}
          aria-label={t.freebetValue}
        />
      </Form.Item>
      <Form.Item name={[name, 'freebet', 'valid_days']} noStyle initialValue={7}>
        <InputNumber min={1} max={90} precision={0} placeholder={t.freebetDays} aria-label={t.freebetDays} />
      </Form.Item>
    </Space>
  </Space>
);
