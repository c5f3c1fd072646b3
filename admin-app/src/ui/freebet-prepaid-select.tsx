import { useQuery } from '@tanstack/react-query';
import { Alert, Select } from 'antd';
import { errorText } from '@admin-app/app/components/query-error';
import { freebetPrepaids, type FreebetPrepaids } from '@contract/games/hub88-freebets';
import { request } from '@lib/api';

export type FreebetPrepaid = FreebetPrepaids['items'][number];

type Props = {
  /** The reward's game (our code): its prepaids are asked of Hub88. */
  gameCode: string | undefined;
  value?: string | null;
  onChange?: (uuid: string, prepaid: FreebetPrepaid | undefined) => void;
  id?: string;
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
export const FreebetPrepaidSelect = ({ gameCode, value, onChange, id }: Props) => {
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
      placeholder={gameCode ? text.pick : text.pickGame}
      loading={prepaids.isFetching}
      onChange={(uuid: string) =>
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
