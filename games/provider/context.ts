import type { GamesDb } from './games-db';
import type { HouseSeeds } from './house-seeds';
import type { SeamlessClient } from './seamless-client';

/** What every service of the provider works with; `now` is injectable so tests can move the clock. */
export type ProviderContext = {
  db: GamesDb;
  client: SeamlessClient;
  houseSeeds: HouseSeeds;
  now: () => number;
  log: { warn: (obj: object, msg: string) => void };
};
