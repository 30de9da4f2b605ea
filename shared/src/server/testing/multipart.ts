/**
 * multipart/form-data bodies for Fastify's inject, as a browser sends a form with files: generic
 * test machinery (`@estes/shared/server/testing/multipart`), used by the planning area's tests and
 * the tools' (decision 046).
 */

export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

/** The body and headers of a form post with these parts (asking for a JSON answer). */
export function multipart(parts: readonly MultipartPart[]) {
  const boundary = '----estes-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
  };
}

/** A form's text fields as parts. */
export const fieldParts = (fields: Readonly<Record<string, string>>): MultipartPart[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));
