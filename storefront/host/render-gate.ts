/**
 * Page renders take turns, and a shopper's API calls go first. A page render is the shop's
 * costliest answer and, with the API in the same process over the embedded database, it keeps the
 * process busy for its whole length (its loaders' queries and React's rendering run on the one
 * thread). Without a rule, ten connections of anonymous page views keep a render always ready to
 * start, and a cart or checkout call that arrives waits behind all of them. So a render starts
 * only when fewer than `concurrency` are running and no API call is in progress — or once it has
 * waited `apiFirstMs` for them, so a steady stream of API calls does not starve the pages. A render
 * holds its turn until its answer has been streamed out (or the client went away). A page that
 * finds the queue full, or waits longer than `maxWaitMs`, is answered 503 with `Retry-After`.
 */

/** The queue is full, or a render waited longer than allowed for its turn. */
export class RenderBusy extends Error {
  override readonly name = 'RenderBusy';
}

export interface RenderGateOptions {
  /** Renders at a time. */
  concurrency: number;
  /** Renders waiting at most; one more is refused at once. */
  maxQueue: number;
  /** How long a render may wait for its turn, in ms. */
  maxWaitMs: number;
  /** How long a render lets API calls in progress go first, in ms. */
  apiFirstMs: number;
}

interface Waiting {
  since: number;
  start: () => void;
  refuse: (error: RenderBusy) => void;
}

export class RenderGate {
  #running = 0;
  #apiCalls = 0;
  #scheduled = false;
  #timer: ReturnType<typeof setTimeout> | null = null;
  readonly #waiting: Waiting[] = [];

  constructor(readonly options: RenderGateOptions) {}

  /** Renders running and waiting, and API calls in progress: for tests and logs. */
  get load(): { running: number; waiting: number; apiCalls: number } {
    return { running: this.#running, waiting: this.#waiting.length, apiCalls: this.#apiCalls };
  }

  /** Waits for a render's turn; answers the function that gives it back (idempotent). Rejects with `RenderBusy`. */
  enter(): Promise<() => void> {
    if (this.#waiting.length >= this.options.maxQueue) return Promise.reject(new RenderBusy('The page queue is full.'));
    return new Promise((resolve, reject) => {
      this.#waiting.push({ since: performance.now(), start: () => resolve(this.#begin()), refuse: reject });
      this.#schedule();
    });
  }

  /** Counts an API call in progress until the function answered is called (idempotent). */
  apiCall(): () => void {
    this.#apiCalls += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.#apiCalls -= 1;
      this.#schedule();
    };
  }

  /**
   * Looks at the queue once the requests that arrived together have been read (setImmediate runs
   * after the I/O callbacks of this turn), so an API call that came in with a page goes first.
   */
  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#admit();
    });
  }

  #admit(): void {
    const now = performance.now();
    while (this.#waiting.length > 0) {
      const first = this.#waiting[0]!;
      if (now - first.since > this.options.maxWaitMs) {
        this.#waiting.shift();
        first.refuse(new RenderBusy('A page waited too long for its turn.'));
        continue;
      }
      if (this.#running >= this.options.concurrency) break;
      if (this.#apiCalls > 0 && now - first.since < this.options.apiFirstMs) break;
      this.#waiting.shift();
      first.start();
    }
    // Waiting for API calls or the clock: look again when the oldest render's allowance ends.
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const first = this.#waiting[0];
    if (first) {
      const next = this.#running < this.options.concurrency ? this.options.apiFirstMs : this.options.maxWaitMs;
      this.#timer = setTimeout(() => this.#schedule(), Math.max(1, first.since + next - now + 1));
      this.#timer.unref?.();
    }
  }

  #begin(): () => void {
    this.#running += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.#running -= 1;
      this.#schedule();
    };
  }
}

/**
 * The same answer, whose body calls `release` once it has been read to the end, failed, or been
 * cancelled (the client went away) — or at once when there is no body.
 */
export function releasedAfterBody(response: Response, release: () => void): Response {
  const source = response.body;
  if (!source) {
    release();
    return response;
  }
  const reader = source.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    async cancel(reason) {
      release();
      await reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
