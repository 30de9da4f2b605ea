/**
 * The answer an area's API gives in-process (`RequestScope.siteApi`), as a standard `Response`
 * whose body is already in memory. Building a `Response` from bytes makes a web stream at once,
 * and reading it as JSON pumps that stream before parsing: about half the cost of an in-process
 * read of a page's loader, and a few per cent of an uncached render of `/` (decision 077). Here
 * `json()` and `text()` decode the bytes directly; the stream is made only when something asks
 * for it (`body`, `blob()`, `formData()`), from a plain `Response` of the same bytes. As with any
 * `Response`, the body is read once: a second read, or `clone()` after one, throws; once read
 * here, `body` is null.
 */
export class InMemoryAnswer extends Response {
  readonly #bytes: Uint8Array;
  readonly #init: { status: number; headers: Headers };
  /** A plain Response of the same bytes, made when the body is asked for as a stream or binary. */
  #streamed: Response | undefined;
  #read = false;

  constructor(bytes: Uint8Array, init: { status: number; headers: Headers }) {
    super(null, init);
    this.#bytes = bytes;
    this.#init = init;
  }

  #plain(): Response {
    // A copy: the bytes may be a kept answer other renders read too (api-reads.ts).
    this.#streamed ??= new Response(new Uint8Array(this.#bytes), this.#init);
    return this.#streamed;
  }

  #take(): Uint8Array {
    if (this.bodyUsed) throw new TypeError('Body is unusable: Body has already been read');
    this.#read = true;
    return this.#bytes;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    return this.#read ? null : this.#plain().body;
  }

  override get bodyUsed(): boolean {
    return this.#read || (this.#streamed?.bodyUsed ?? false);
  }

  override async text(): Promise<string> {
    return new TextDecoder().decode(this.#take());
  }

  override async json(): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown;
  }

  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    // A copy: the bytes may be a kept answer other renders read too (api-reads.ts).
    return new Uint8Array(this.#take());
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return (await this.bytes()).buffer;
  }

  override async blob(): Promise<Blob> {
    if (this.#read) this.#take();
    return this.#plain().blob();
  }

  override async formData(): Promise<FormData> {
    if (this.#read) this.#take();
    return this.#plain().formData();
  }

  override clone(): Response {
    if (this.bodyUsed) throw new TypeError('Response.clone: Body has already been consumed.');
    return new InMemoryAnswer(this.#bytes, { status: this.#init.status, headers: new Headers(this.headers) });
  }
}

/** The answer to a request of this method: without a body for a HEAD or a status that has none. */
export function answerFromMemory(
  method: string,
  bytes: Uint8Array,
  init: { status: number; headers: Headers },
): Response {
  const bodyless = method === 'HEAD' || [101, 204, 205, 304].includes(init.status);
  return bodyless ? new Response(null, init) : new InMemoryAnswer(bytes, init);
}
