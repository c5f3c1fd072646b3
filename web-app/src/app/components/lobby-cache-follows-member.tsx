import { useSessionChange } from '@features/account/stores/user-store';
import { lobbyCacheCleared } from '@features/game/stores/lobby-cache';

/**
 * The lobby cache (localStorage `lobby`) holds the member's last played games: a logout, a login or a refused
 * session clears it, so the next person on a shared phone never sees them.
 */
export const LobbyCacheFollowsMember = () => {
  useSessionChange(lobbyCacheCleared);
  return null;
};
