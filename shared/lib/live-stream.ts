export type LiveStreamOptions = {
  url: string;
  /** Read at each (re)connection: a renewed token is used from the next one. */
  headers: () => Record<string, string>;
  /** A named event of the stream (`event: money`). */
  onEvent: (name: string) => void;
  /**
   * Open, the first time or again after a break: what was said before is lost, so the caller fetches everything
   * again. The first time too: the screens fetched their data before the stream was open (its code loads after
   * them), and a credit between the two would otherwise show only on the next event.
   */
  onOpen: () => void;
  /** The server ended the stream for good (HTTP 401, or `event: ended` when the session ended): no retry. */
  onEnded: () => void;
};

const backoffMs = (failures: number) => Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));

/** The event name of one block of the stream (`event: x` lines; comments and `retry:` carry none). */
const eventOf = (block: string) => {
  let name: string | null = null;
  for (const line of block.split('\n')) if (line.startsWith('event:')) name = line.slice(6).trim();
  return name;
};

/**
 * Server-sent events read through fetch: EventSource cannot send the member's bearer token. It reconnects by
 * itself (1 s, then doubling to 30 s, back to 1 s once open), through proxies and in LINE's browser, until
 * stopped or ended. Answers the function that stops it.
 */
export const openLiveStream = ({ url, headers, onEvent, onOpen, onEnded }: LiveStreamOptions) => {
  let stopped = false;
  let failures = 0;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const end = () => {
    stopped = true;
    onEnded();
  };

  const read = async (body: ReadableStream<Uint8Array>) => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const name = eventOf(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
        if (name === 'ended') return end();
        if (name && name !== 'ready') onEvent(name);
      }
    }
  };

  const connect = async () => {
    controller = new AbortController();
    try {
      const response = await fetch(url, {
        headers: { ...headers(), Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (response.status === 401) return end();
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      onOpen();
      failures = 0;
      await read(response.body);
    } catch {
      // A network error, or the stop's abort: both end this connection.
    }
    if (stopped) return;
    failures += 1;
    retry = setTimeout(() => void connect(), backoffMs(failures));
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    controller?.abort();
  };
};
