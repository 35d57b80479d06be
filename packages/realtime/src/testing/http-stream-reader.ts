/** Reads a streaming HTTP response (HTTP-streaming lines or SSE events) with plain fetch. */
export class StreamReader {
  /** Everything received so far, as text. */
  raw = '';
  private consumed = 0;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private ended = false;

  private constructor(
    readonly response: Response,
    private readonly controller: AbortController,
  ) {
    if (response.body === null) {
      throw new Error('no body');
    }
    this.reader = response.body.getReader();
  }

  static async open(url: string, init: RequestInit = {}): Promise<StreamReader> {
    const controller = new AbortController();
    const response = await fetch(url, { ...init, signal: controller.signal });
    return new StreamReader(response, controller);
  }

  /** Next unit ending with `separator` ("\n" for HTTP-streaming, "\n\n" for SSE), without it. */
  async next(separator: string, timeoutMs = 3000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = this.raw.indexOf(separator, this.consumed);
      if (end >= 0) {
        const unit = this.raw.slice(this.consumed, end);
        this.consumed = end + separator.length;
        return unit;
      }
      if (this.ended || Date.now() > deadline) {
        throw new Error(this.ended ? 'stream ended' : 'timed out');
      }
      await this.read(deadline - Date.now());
    }
  }

  /** Next HTTP-streaming reply, parsed. */
  async line(): Promise<Record<string, unknown>> {
    return JSON.parse(await this.next('\n')) as Record<string, unknown>;
  }

  /** Next SSE event's data, parsed. */
  async event(): Promise<Record<string, unknown>> {
    const block = await this.next('\n\n');
    const data = block.replace(/^\r\n/, '');
    if (!data.startsWith('data: ')) {
      throw new Error(`not an SSE data event: ${JSON.stringify(block)}`);
    }
    return JSON.parse(data.slice('data: '.length)) as Record<string, unknown>;
  }

  /** Resolves true once the server ended the response. */
  async waitEnd(timeoutMs = 3000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended && Date.now() < deadline) {
      await this.read(deadline - Date.now());
    }
    return this.ended;
  }

  abort(): void {
    this.controller.abort();
  }

  private async read(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(1, timeoutMs));
    });
    const result = await Promise.race([this.reader.read().catch(() => ({ done: true as const })), timeout]);
    clearTimeout(timer);
    if (result === 'timeout') {
      return;
    }
    if (result.done) {
      this.ended = true;
      return;
    }
    this.raw += this.decoder.decode(result.value, { stream: true });
  }
}
