import { loadConfig } from '@server/config';
import { runningServerOf } from '@server/db/operator-file';

const usage = `usage: npm run payment:sandbox -- <command> [--url http://127.0.0.1:3000] [--token <tester token>]
  paid <order>       mark a sandbox order paid (order reference D... or sandbox id SBX...)
  failed <order>     mark it failed
  expired <order>    mark it expired
  mode ok|down|slow  make the sandbox answer normally, refuse every call, or answer after 8 s
  redeliver          resend the notifications the platform has not acknowledged yet
The running server does the work (its sandbox controls are on outside production, or with
PAYMENT_SANDBOX_CONTROL=on); the notification reaches it signed, over HTTP, with retries. Without --url: the
server holding DATA_DIR (its server.operator file), else PUBLIC_URL, else http://127.0.0.1:3000.
Every call needs the tester token the server printed at start: --token, or SANDBOX_CONTROL_TOKEN.
A page does the same from a phone: <url>/api/payment/sandbox/pay/<order>?token=<tester token>.`;

/** The server answered, and said no: exit 1 with its message. */
class Refused extends Error {}

/** The embedded server running on this machine's DATA_DIR, if any: the one a tester means. */
const localServer = () => {
  const config = loadConfig();
  return config.DATABASE_URL ? undefined : runningServerOf(config.DATA_DIR)?.url;
};

/** `npm run payment:sandbox`: a tester's remote control for the sandbox payment provider. */
const main = async () => {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const at = args.indexOf(name);
    if (at < 0) return undefined;
    const value = args[at + 1];
    args.splice(at, 2);
    return value;
  };
  const base = flag('--url') ?? localServer() ?? process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000';
  const token = flag('--token') ?? process.env.SANDBOX_CONTROL_TOKEN ?? '';
  const [command, value] = args;
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(new URL(path, base), {
      method: 'POST',
      headers: { 'x-sandbox-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).catch(() => {
      throw new Error(
        `ติดต่อเซิร์ฟเวอร์ที่ ${base} ไม่ได้ (cannot reach the server at ${base}: is it running? --url names another)`,
      );
    });
    const answer = (await response.json().catch(() => null)) as {
      error: number;
      message: string;
      data: unknown;
    } | null;
    if (typeof answer?.error !== 'number')
      throw new Error(`the server at ${base} answered ${response.status} without an API envelope`);
    if (answer.error !== 0)
      throw new Refused(`refused: ${response.status} ${answer.error}: ${answer.message}`);
    return answer.data;
  };
  if ((command === 'paid' || command === 'failed' || command === 'expired') && value) {
    const data = (await post(`/api/payment/sandbox/orders/${encodeURIComponent(value)}/${command}`)) as {
      event_id: string;
      delivered: boolean;
    };
    console.log(
      `${value} marked ${command}; notification ${data.event_id} ${data.delivered ? 'delivered' : 'NOT delivered yet (run redeliver)'}`,
    );
    return 0;
  }
  if (command === 'mode' && (value === 'ok' || value === 'down' || value === 'slow')) {
    await post('/api/payment/sandbox/mode', { mode: value });
    console.log(`sandbox mode: ${value}`);
    return 0;
  }
  if (command === 'redeliver') {
    const data = (await post('/api/payment/sandbox/redeliver')) as { event_id: string; delivered: boolean }[];
    for (const item of data)
      console.log(`${item.event_id}: ${item.delivered ? 'delivered' : 'still failing'}`);
    if (data.length === 0) console.log('nothing to resend');
    return 0;
  }
  console.error(usage);
  return 2;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A plain line, never a stack: 1 when the server refused, 2 when it could not be asked at all.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof Refused ? 1 : 2);
  },
);
