import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { freebetGames, type FreebetGames } from '@contract/games/hub88-freebets';
import { request } from '@lib/api';

type Props = { value?: string; onChange?: (code: string) => void; id?: string };

/**
 * The Hub88 game of a reward's free bets (promotions, coupons, quests): searched by name or code among the games
 * free bets may be given in (GET /api/admin/rewards/freebet-games); a disabled studio's games are shown but cannot
 * be chosen (a grant in them is refused). The form keeps our game code.
 */
export const FreebetGameSelect = ({ value, onChange, id }: Props) => {
  const [search, setSearch] = useState('');
  const games = useQuery({
    queryKey: ['admin', 'rewards-freebet-games', search],
    queryFn: () =>
      request<FreebetGames>(import.meta.env.DEV && freebetGames, {
        method: 'GET',
        url: '/api/admin/rewards/freebet-games',
        params: { q: search },
      }),
  });
  const items = games.data?.items ?? [];
  const options = items.map((game) => ({
    value: game.code,
    label: `${game.name}${game.studio ? ` · ${game.studio}` : ''}${game.studio_disabled ? ' (ค่ายถูกปิด)' : ''}`,
    disabled: game.studio_disabled,
  }));
  // The chosen game stays readable when the current search does not list it.
  if (value && !items.some((game) => game.code === value))
    options.unshift({ value, label: value, disabled: false });
  return (
    <Select
      id={id}
      showSearch
      value={value || undefined}
      placeholder="ค้นหาเกมของ Hub88 ด้วยชื่อหรือรหัสเกม"
      filterOption={false}
      onSearch={setSearch}
      onChange={(code: string) => onChange?.(code)}
      loading={games.isFetching}
      options={options}
      notFoundContent={games.isFetching ? 'กำลังค้นหา...' : 'ไม่พบเกมของ Hub88 ที่เปิดอยู่'}
      data-testid="freebet-game-select"
    />
  );
};
