// @vitest-environment screen
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '@lib/api-client';
import { fakeAdapter, type Seen } from './fake-adapter';

const setup = (overrides: Partial<ApiClientOptions> = {}) => {
  const options: ApiClientOptions = {
    baseURL: '/',
    getToken: () => 'tok-123',
    getAgentCode: () => 'demo',
    onUnauthorized: vi.fn(),
    onBadRequest: vi.fn(),
    ...overrides,
  };
  return { client: createApiClient(options), options };
};

describe('createApiClient', () => {
  it('sends the bearer token and the agent code', async () => {
    const { client } = setup();
    const seen: Seen = {};
    await client.request({ url: '/api/x', adapter: fakeAdapter(200, { error: 0 }, seen) });
    expect(seen.config?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(seen.config?.headers.get('X-Agent-Code')).toBe('demo');
  });

  it("sends the browser's own device id, the same on every call (the server keeps it with each login)", async () => {
    const { client } = setup();
    const [first, second]: Seen[] = [{}, {}];
    await client.request({ url: '/api/x', adapter: fakeAdapter(200, { error: 0 }, first) });
    await client.request({ url: '/api/y', adapter: fakeAdapter(200, { error: 0 }, second) });
    const device = first!.config?.headers.get('X-Device-Id');
    expect(device).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.config?.headers.get('X-Device-Id')).toBe(device);
    expect(localStorage.getItem('device_id')).toBe(device);
  });

  it('sends no Authorization header for a guest', async () => {
    const { client } = setup({ getToken: () => null });
    const seen: Seen = {};
    await client.request({ url: '/api/x', adapter: fakeAdapter(200, { error: 0 }, seen) });
    expect(seen.config?.headers.has('Authorization')).toBe(false);
  });

  it('goes home on HTTP 400', async () => {
    const { client, options } = setup();
    await expect(client.request({ url: '/api/x', adapter: fakeAdapter(400, {}) })).rejects.toThrow();
    expect(options.onBadRequest).toHaveBeenCalledTimes(1);
    expect(options.onUnauthorized).not.toHaveBeenCalled();
  });

  it('stays put on HTTP 400 when the request disables the redirect', async () => {
    const { client, options } = setup();
    await expect(
      client.request({ url: '/api/x', skipBadRequestRedirect: true, adapter: fakeAdapter(400, {}) }),
    ).rejects.toThrow();
    expect(options.onBadRequest).not.toHaveBeenCalled();
  });

  it('clears the user (onUnauthorized) on HTTP 401 and not on other failures', async () => {
    const { client, options } = setup();
    await expect(client.request({ url: '/api/x', adapter: fakeAdapter(401, {}) })).rejects.toThrow();
    expect(options.onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(client.request({ url: '/api/x', adapter: fakeAdapter(500, {}) })).rejects.toThrow();
    await expect(client.request({ url: '/api/x', adapter: fakeAdapter(403, {}) })).rejects.toThrow();
    expect(options.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(options.onBadRequest).not.toHaveBeenCalled();
  });
});
