/**
 * Reads a provider's answer body, refusing (before or while reading) one larger than `maxBytes`:
 * `tooLarge` makes the error to throw, so each caller keeps its own error type and message.
 */
export async function readLimitedBody(response: Response, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
