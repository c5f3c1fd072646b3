import { Form, InputNumber, Radio, type FormInstance } from 'antd';
import type { AdminItemInput } from '@contract/rewards/points-admin';
import { FreebetGameSelect } from '@admin-app/ui/freebet-game-select';
import { FreebetPrepaidSelect, type FreebetPrepaid } from '@admin-app/ui/freebet-prepaid-select';
import { pointsStrings as t } from '../strings';

export type FreebetSource = 'own' | 'prepaid';

type Props = {
  form: FormInstance<AdminItemInput>;
  source: FreebetSource;
  onSource: (source: FreebetSource) => void;
  /** The chosen prepaid fixes the value (the count is the modal's amount field, disabled likewise). */
  valueFixed: boolean;
  onPrepaid: (prepaid: FreebetPrepaid | undefined) => void;
};

/**
 * A free-bet item's grant: the Hub88 game, then either our own value per free bet or one of Hub88's prepaids of
 * that game (its fixed count and value fill the form and cannot be changed; the server takes them from Hub88 at
 * the save), and the days the free bets stay playable.
 */
export const FreebetItemFields = ({ form, source, onSource, valueFixed, onPrepaid }: Props) => {
  const gameCode = Form.useWatch(['freebet', 'game_code'], form);
  const pick = (uuid: string | undefined, prepaid: FreebetPrepaid | undefined) => {
    form.setFieldValue(['freebet', 'prepaid_uuid'], uuid);
    if (prepaid?.bet_count != null) form.setFieldValue('amount', prepaid.bet_count);
    if (prepaid?.bet_value != null) form.setFieldValue(['freebet', 'bet_value'], prepaid.bet_value);
    onPrepaid(prepaid);
  };
  return (
    <>
      <Form.Item name={['freebet', 'game_code']} label={t.freebetGame} rules={[{ required: true }]}>
        <FreebetGameSelect
          onChange={(code) => {
            form.setFieldValue(['freebet', 'game_code'], code);
            form.setFieldValue(['freebet', 'prepaid_uuid'], null);
            onPrepaid(undefined);
          }}
        />
      </Form.Item>
      <Form.Item label={t.freebetSource}>
        <Radio.Group
          value={source}
          onChange={(event) => {
            onSource(event.target.value as FreebetSource);
            form.setFieldValue(['freebet', 'prepaid_uuid'], null);
            onPrepaid(undefined);
          }}
          options={[
            { value: 'own', label: t.freebetOwn },
            { value: 'prepaid', label: t.freebetPrepaid },
          ]}
        />
      </Form.Item>
      {source === 'prepaid' && (
        <Form.Item
          name={['freebet', 'prepaid_uuid']}
          label={t.prepaid}
          extra={t.prepaidFixed}
          rules={[{ required: true }]}
        >
          <FreebetPrepaidSelect gameCode={gameCode} onChange={pick} />
        </Form.Item>
      )}
      <Form.Item name={['freebet', 'bet_value']} label={t.freebetValue} rules={[{ required: true }]}>
        <InputNumber min={0.01} max={100_000} precision={2} disabled={valueFixed} />
      </Form.Item>
      <Form.Item name={['freebet', 'valid_days']} label={t.freebetDays} initialValue={7}>
        <InputNumber min={1} max={90} precision={0} />
      </Form.Item>
    </>
  );
};
