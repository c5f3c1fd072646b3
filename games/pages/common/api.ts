/** The game page's calls to its provider API, with the session token it was opened with (or a demo token). */
type Envelope<T> = { error: number; message: string; data: T };

class GameApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const params = new URLSearchParams(location.search);
export const isDemo = params.get('mode') === 'demo';
export const gameCode = location.pathname.split('/').filter(Boolean)[1] ?? '';

let token: string | null = isDemo ? sessionStorage.getItem('gp-demo-token') : params.get('token');

const request = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(`/games/api/${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new GameApiError(-1, 'เชื่อมต่อไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่');
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope) throw new GameApiError(-1, 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง');
  if (envelope.error !== 0) throw new GameApiError(envelope.error, envelope.message);
  return envelope.data;
};

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
};

/** A demo page gets its play-money session on first load (kept for the tab's life). */
export const ensureSession = async () => {
  if (isDemo && !token) {
    const { token: demo } = await api.post<{ token: string }>('demo');
    token = demo;
    sessionStorage.setItem('gp-demo-token', demo);
  }
};

export type Seed = {
  id: number;
  server_seed_hash: string;
  server_seed: string | null;
  client_seed: string;
  nonce: number;
};
export type Session = { mode: 'real' | 'demo'; balance: number; seed: Seed };
