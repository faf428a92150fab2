/** One parsed Server-Sent Events message. */
export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
}

export interface SseStream {
  /** The answer's head (status, headers); the body is read by `next`. */
  res: Response;
  /** The next message (waits for it); null when the stream ended. */
  next(): Promise<SseMessage | null>;
  close(): void;
}

/** Opens G live/events over a real socket as a student and parses messages as they come (the live and notification tests). */
export async function openLiveStream(base: string, token: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return openSseStream(`${base}/web/v2/live/events`, { authorization: `Bearer ${token}`, ...headers });
}

/** Opens any Server-Sent Events URL over a real socket (a room's stream: G live/rooms/{room}/events) and parses messages as they come. */
export async function openSseStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const queue: SseMessage[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  void (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const m: SseMessage = {};
          for (const line of block.split('\n')) {
            const at = line.indexOf(': ');
            const field = at < 0 ? line : line.slice(0, at);
            if (field === 'id' || field === 'event' || field === 'data') m[field] = line.slice(at + 2);
          }
          if (m.event || m.id) queue.push(m);
        }
        waiters.splice(0).forEach((w) => w());
      }
    } catch {
      /* aborted */
    }
    ended = true;
    waiters.splice(0).forEach((w) => w());
  })();
  const next = async (): Promise<SseMessage | null> => {
    while (queue.length === 0 && !ended) await new Promise<void>((resolve) => waiters.push(resolve));
    return queue.shift() ?? null;
  };
  return { res, next, close: () => controller.abort() };
}
