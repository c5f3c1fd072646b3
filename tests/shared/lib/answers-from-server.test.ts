import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBanks } from '@features/account/api/get-banks';
import { getUserInfo } from '@features/account/api/get-user-info';
import { login } from '@features/account/api/login';
import { register } from '@features/account/api/register';
import { getAgentConfig } from '@features/agent/api/get-agent-config';
import { getBanners } from '@features/agent/api/get-banners';
import { validateAgent } from '@features/agent/api/validate-agent';
import { getEvents } from '@features/event/api/get-events';
import { getGameList } from '@features/game/api/get-game-list';
import { getGameLobby } from '@features/game/api/get-game-lobby';
import { getLobbyConfig } from '@features/game/api/get-lobby-config';
import { getNotifications } from '@features/notification/api/get-notifications';
import { getChannels } from '@features/payment/api/get-channels';
import { getWithdrawInfo } from '@features/payment/api/get-withdraw-info';
import { getStatement } from '@features/statement/api/get-statement';
import { getPoints } from '@features/wallet/api/get-points';
import { getWallets } from '@features/wallet/api/get-wallets';
import { api, configureApi } from '@lib/api';
import { registration } from '@tests/server/account/account-helpers';
import { createTestApp } from '@tests/server/helpers/test-app';

// The real client functions against the real server (axios answered by app.inject): every answer passes the
// client's contract check, so a field the server renamed or dropped fails here, not on a member's screen.
let app: FastifyInstance;
let token: string | null = null;

beforeAll(async () => {
  app = await createTestApp();
  configureApi({ getToken: () => token, getAgentCode: () => 'demo' });
  api.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const response = await app.inject({
      method: (config.method ?? 'get').toUpperCase() as 'GET',
      url: config.url ?? '/',
      query: Object.fromEntries(
        Object.entries(config.params ?? {}).map(([key, value]) => [key, String(value)]),
      ),
      payload: typeof config.data === 'string' ? config.data : undefined,
      // As axios's browser adapter does: no body, no content type.
      headers: Object.fromEntries(
        Object.entries(config.headers.toJSON())
          .filter(([key]) => config.data !== undefined || key.toLowerCase() !== 'content-type')
          .map(([key, value]) => [key, String(value)]),
      ),
    });
    const answer = {
      data: response.json(),
      status: response.statusCode,
      statusText: '',
      headers: {},
      config,
    };
    if (response.statusCode >= 400) {
      throw new AxiosError(`status ${response.statusCode}`, 'ERR_BAD_REQUEST', config, null, answer);
    }
    return answer;
  };
});
afterAll(async () => {
  api.defaults.adapter = undefined;
  await app.close();
});

describe("the client's calls against the server", () => {
  it("answer guests with what the client's contract expects", async () => {
    await expect(getAgentConfig('demo')).resolves.toBeTruthy();
    await expect(validateAgent('demo')).resolves.toBeTruthy();
    await expect(getBanners('demo')).resolves.toBeInstanceOf(Array);
    await expect(getEvents('demo')).resolves.toBeInstanceOf(Array);
    await expect(getNotifications('demo')).resolves.toBeInstanceOf(Array);
    await expect(getBanks()).resolves.not.toHaveLength(0);
    await expect(getGameList({ category: 'slot' })).resolves.toBeInstanceOf(Array);
    await expect(getGameLobby()).resolves.toBeTruthy();
    await expect(getLobbyConfig('slot')).resolves.toMatchObject({ lobby_key: 'slot' });
  });

  it("answer a member with what the client's contract expects", async () => {
    const body = registration();
    token = (await register(body)).access_token;
    token = (await login({ phone: body.phone, password: body.password })).access_token;
    await expect(getUserInfo()).resolves.toMatchObject({ phone: body.phone });
    await expect(getWallets()).resolves.not.toHaveLength(0);
    await expect(getPoints()).resolves.toMatchObject({ point: 0 });
    await expect(getStatement({ type: 'all' })).resolves.toMatchObject({ items: [] });
    await expect(getChannels()).resolves.toBeInstanceOf(Array);
    await expect(getWithdrawInfo()).resolves.toBeTruthy();
  });
});
