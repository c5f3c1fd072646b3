import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Radio, Select, type FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { errorText } from '@admin-app/app/components/query-error';
import { freebetPrepaids, type FreebetPrepaids } from '@contract/games/hub88-freebets';
import { request } from '@lib/api';

export type FreebetPrepaid = FreebetPrepaids['items'][number];

type Props = {
  /** The reward's game (our code): its prepaids are asked of Hub88. */
  gameCode: string | undefined;
  value?: string | null;
  /** `uuid` undefined when the choice is cleared (`allowClear`: the editor's own count and value). */
  onChange?: (uuid: string | undefined, prepaid: FreebetPrepaid | undefined) => void;
  id?: string;
  allowClear?: boolean;
  placeholder?: string;
};

const text = {
  pick: 'เลือก prepaid',
  none: 'เกมนี้ไม่มี prepaid เป็นเงินบาท',
  pickGame: 'เลือกเกมก่อน',
  label: (count: number | null, value: number | null) =>
    `${count === null ? 'กี่ครั้งก็ได้' : `${count} ครั้ง`} × ${value === null ? 'มูลค่าใดก็ได้' : `${value.toFixed(2)} บาท`}`,
};

/**
 * A Hub88 prepaid of the reward's game (GET /api/admin/rewards/freebet-prepaids: Hub88's prepaids/list, THB
 * only): each shown as its count and value ("any" where the prepaid leaves them to us). Hub88's refusal or
 * silence is shown as its Thai message; the server checks the choice again at the save.
 */
export const FreebetPrepaidSelect = ({ gameCode, value, onChange, id, allowClear, placeholder }: Props) => {
  const prepaids = useQuery({
    queryKey: ['admin', 'rewards-freebet-prepaids', gameCode],
    enabled: Boolean(gameCode),
    retry: false,
    queryFn: () =>
      request<FreebetPrepaids>(import.meta.env.DEV && freebetPrepaids, {
        method: 'GET',
        url: '/api/admin/rewards/freebet-prepaids',
        params: { game: gameCode },
      }),
  });
  if (prepaids.isError) return <Alert type="warning" showIcon message={errorText(prepaids.error)} />;
  const items = prepaids.data?.items ?? [];
  return (
    <Select
      id={id}
      value={value || undefined}
      disabled={!gameCode}
      allowClear={allowClear}
      placeholder={gameCode ? (placeholder ?? text.pick) : text.pickGame}
      loading={prepaids.isFetching}
      onChange={(uuid: string | undefined) =>
        onChange?.(
          uuid,
          items.find((p) => p.prepaid_uuid === uuid),
        )
      }
      options={items.map((p) => ({
        value: p.prepaid_uuid,
        label: `${text.label(p.bet_count, p.bet_value)} · ${p.prepaid_uuid.slice(0, 8)}`,
      }))}
      notFoundContent={prepaids.isFetching ? '...' : text.none}
      data-testid="freebet-prepaid-select"
    />
  );
};

/** The field names of the editors whose free bets are flat fields (coupons and promotions, quests). */
export const PREPAID_FIELDS = {
  game: 'freebet_game_code',
  source: 'freebet_source',
  prepaid: 'freebet_prepaid_uuid',
  count: 'freebet_count',
  value: 'freebet_value',
};

type ChoiceProps = {
  form: FormInstance;
  /** The form's fields: the game (our code), the choice ('own' | 'prepaid'), the prepaid, the count and value. */
  names: { game: NamePath; source: NamePath; prepaid: NamePath; count: NamePath; value: NamePath };
};

/**
 * Our own value per free bet, or a Hub88 prepaid of the game: picking one fills the count and value it fixes (the
 * server takes them from Hub88 again at the save). For the reward editors whose form holds the choice.
 */
export const FreebetPrepaidChoice = ({ form, names }: ChoiceProps) => {
  const gameCode = Form.useWatch(names.game, form) as string | undefined;
  const source = Form.useWatch(names.source, form) as 'own' | 'prepaid' | undefined;
  const pick = (_uuid: string | undefined, prepaid: FreebetPrepaid | undefined) => {
    if (prepaid?.bet_count != null) form.setFieldValue(names.count, prepaid.bet_count);
    if (prepaid?.bet_value != null) form.setFieldValue(names.value, prepaid.bet_value);
  };
  return (
    <>
      <Form.Item name={names.source} label="มูลค่าเดิมพัน">
        <Radio.Group
          options={[
            { value: 'own', label: 'กำหนดมูลค่าเอง' },
            { value: 'prepaid', label: 'ใช้ prepaid ของ Hub88' },
          ]}
        />
      </Form.Item>
      {source === 'prepaid' && (
        <Form.Item
          name={names.prepaid}
          label="prepaid ของเกมนี้"
          extra="จำนวนและมูลค่าตาม prepaid (Hub88 กำหนด) ใช้แทนค่าที่กรอก"
          rules={[{ required: true }]}
        >
          <FreebetPrepaidSelect gameCode={gameCode} onChange={pick} />
        </Form.Item>
      )}
    </>
  );
};
