import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameItem } from '@contract/game';
import { favouriteAnswer, favouriteListAnswer } from '@contract/game-lobby';
import { request } from '@lib/api';
import { showToast } from '@ui/toast';
import { gameKeys, memberMeta } from './keys';

/** GET /api/game/favourites: the member's favourite games, the latest added first. */
const getFavourites = () =>
  request<GameItem[]>(import.meta.env.DEV && favouriteListAnswer, {
    method: 'GET',
    url: '/api/game/favourites',
  });

export const useFavouritesQuery = (isLoggedIn: boolean) =>
  useQuery({
    queryKey: gameKeys.favourites(),
    queryFn: getFavourites,
    enabled: isLoggedIn,
    meta: memberMeta,
  });

type FavouriteInput = { game: GameItem; favourite: boolean };

/** POST /api/game/favourite: sets or unsets the heart; either is the same sent twice. */
const setFavourite = ({ game, favourite }: FavouriteInput) =>
  request<{ favourite: boolean; count: number }>(import.meta.env.DEV && favouriteAnswer, {
    method: 'POST',
    url: '/api/game/favourite',
    data: { game_id: game.game_id, provider_id: game.provider_id, favourite },
  });

const sameGame = (a: GameItem, b: GameItem) => a.game_id === b.game_id && a.provider_id === b.provider_id;

/** The heart at once on screen, put back as it was (with the server's Thai reason) when the call fails. */
export const useFavouriteMutation = () => {
  const client = useQueryClient();
  const key = gameKeys.favourites();
  return useMutation({
    mutationFn: setFavourite,
    onMutate: async ({ game, favourite }: FavouriteInput) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<GameItem[]>(key);
      const rest = (before ?? []).filter((item) => !sameGame(item, game));
      client.setQueryData<GameItem[]>(key, favourite ? [game, ...rest] : rest);
      return { before };
    },
    onError: (error, _input, context) => {
      client.setQueryData(key, context?.before);
      showToast(error.message, 'error');
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
};
