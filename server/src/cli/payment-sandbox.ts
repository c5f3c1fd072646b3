const usage = `usage: npm run payment:sandbox -- <command> [--url http://127.0.0.1:3000] [--token <tester token>]
  paid <order>       mark a sandbox order paid (order reference D... or sandbox id SBX...)
  failed <order>     mark it failed
  expired <order>    mark it expired
  mode ok|down|slow  make the sandbox answer normally, refuse every call, or answer after 8 s
  redeliver          resend the notifications the platform has not acknowledged yet
The running server does the work (its sandbox controls are on outside production, or with
PAYMENT_SANDBOX_CONTROL=on); the notification reaches it signed, over HTTP, with retries.
Every call needs the tester token the server printed at start: --token, or SANDBOX_CONTROL_TOKEN.
A page does the same from a phone: <url>/api/payment/sandbox/pay/<order>?token=<tester token>.`;

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
  const base = flag('--url') ?? process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000';
  const token = flag('--token') ?? process.env.SANDBOX_CONTROL_TOKEN ?? '';
  const [command, value] = args;
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(new URL(path, base), {
      method: 'POST',
      headers: { 'x-sandbox-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json()) as { error: number; message: string; data: unknown };
    if (answer.error !== 0) throw new Error(`${response.status} ${answer.error}: ${answer.message}`);
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
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
