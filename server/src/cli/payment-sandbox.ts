const usage = `usage: npm run payment:sandbox -- <command> [--url http://127.0.0.1:3000]
  paid <order>       mark a sandbox order paid (order reference D... or sandbox id SBX...)
  failed <order>     mark it failed
  expired <order>    mark it expired
  mode ok|down|slow  make the sandbox answer normally, refuse every call, or answer after 8 s
  redeliver          resend the notifications the platform has not acknowledged yet
The running server does the work (its sandbox controls are on outside production, or with
PAYMENT_SANDBOX_CONTROL=on); the notification reaches it signed, over HTTP, with retries.
A page does the same from a phone: <url>/api/payment/sandbox/pay/<order>.`;

/** `npm run payment:sandbox`: a tester's remote control for the sandbox payment provider. */
const main = async () => {
  const args = process.argv.slice(2);
  const urlFlag = args.indexOf('--url');
  const base =
    (urlFlag >= 0 ? args[urlFlag + 1] : undefined) ?? process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000';
  const [command, value] = urlFlag >= 0 ? args.filter((_, i) => i !== urlFlag && i !== urlFlag + 1) : args;
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(new URL(path, base), {
      method: 'POST',
      headers: body ? { 'content-type': 'application/json' } : {},
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
