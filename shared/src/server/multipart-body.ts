/**
 * Reading a form's body for `serveEndpoint`: a plain form post's fields, and a multipart body's
 * fields and files. Files are streamed to temporary files in a folder of the request's own
 * (never held whole in memory), which is removed when the request ends, whatever its outcome
 * (stored, refused, failed), so nothing a visitor sent is half kept.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartBounds } from '../api/endpoint';

export type FormFields = Record<string, unknown>;

/**
 * Repeated fields (checkboxes) become lists, grown in place: a copy per repeat made a post of
 * 8,000 repeats cost 100 ms or more (issue 28's worst-case posts).
 */
export function addFormField(fields: FormFields, name: string, value: unknown): void {
  const previous = fields[name];
  if (previous === undefined) fields[name] = value;
  else if (Array.isArray(previous)) previous.push(value);
  else fields[name] = [previous, value];
}

/** A plain form post's body (application/x-www-form-urlencoded) as fields. */
export function formFieldsOf(body: string): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of new URLSearchParams(body)) addFormField(fields, name, value);
  return fields;
}

/**
 * Runs `work` with a fresh folder under `root` for one request's files; the folder is gone
 * afterwards. `removeFolder` removes it sooner: before the answer goes out, so a server stopped
 * right after answering leaves nothing behind.
 */
export async function withRequestFolder<T>(
  root: string,
  work: (folder: string, removeFolder: () => Promise<void>) => Promise<T>,
): Promise<T> {
  await mkdir(root, { recursive: true });
  const folder = await mkdtemp(path.join(root, 'request-'));
  const removeFolder = () => rm(folder, { recursive: true, force: true });
  try {
    return await work(folder, removeFolder);
  } finally {
    await removeFolder();
  }
}

export interface ReceivedFile {
  file: string;
  byteSize: number;
  /** True when the upload went over the size limit and was cut short (nothing of it is kept). */
  truncated: boolean;
}

/** A body that cannot be read as a form (cut short, malformed): the visitor's side, a 400. */
export class UnreadableUploadError extends Error {
  override name = 'UnreadableUploadError';
  readonly statusCode = 400;
}

/** Whether an error is the machine's (disk full, no permission), not the request's. */
const isSystemError = (error: unknown) => typeof (error as NodeJS.ErrnoException | undefined)?.syscall === 'string';

/**
 * Writes an incoming file stream to `file` (which must not exist). Busboy stops a file at the
 * size limit and marks its stream `truncated`; the caller refuses such a file. A body that
 * ends inside the file (the stream is destroyed, maybe before it is even read) is a 400; a
 * failure to write is thrown as it is.
 */
export async function receiveFile(stream: Readable & { truncated?: boolean }, file: string): Promise<ReceivedFile> {
  if (stream.destroyed) throw new UnreadableUploadError('The form ended in the middle of a photo.');
  const target = createWriteStream(file, { flags: 'wx' });
  try {
    await pipeline(stream, target);
  } catch (error) {
    if (isSystemError(error)) throw error;
    throw new UnreadableUploadError('The form ended in the middle of a photo.', { cause: error });
  }
  return { file, byteSize: target.bytesWritten, truncated: stream.truncated === true };
}

/**
 * The parts of a multipart body; what the parser cannot read (no boundary, a malformed header,
 * a body cut short) becomes an UnreadableUploadError (400). Errors with a status (413 from the
 * limits) and the machine's own pass as they are.
 */
export async function* readableParts<Part>(parts: AsyncIterable<Part>): AsyncGenerator<Part> {
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Part>;
    try {
      next = await iterator.next();
    } catch (error) {
      if (typeof (error as { statusCode?: unknown }).statusCode === 'number' || isSystemError(error)) throw error;
      throw new UnreadableUploadError('The form could not be read.', { cause: error });
    }
    if (next.done) return;
    yield next.value;
  }
}

/** A file kept from a multipart post: a temporary file in the request's folder. */
export interface UploadedFile {
  file: string;
  /** The name the sender's system gave it (never used as a path). */
  originalName: string;
  byteSize: number;
}

export interface MultipartBody {
  fields: FormFields;
  /** The first `keptFiles` non-empty files of the endpoint's file field, in the order sent. */
  files: UploadedFile[];
  /** Files of that field past `keptFiles`: skipped unread, counted so the answer can say so. */
  dropped: number;
}

/**
 * A multipart post's fields and files within the endpoint's bounds: files of other fields and
 * empty ones are skipped; one file over `fileBytes` fails the request with 413 (as do more
 * files, fields or parts than allowed), a body that cannot be read (cut short, malformed) with 400.
 */
export async function readMultipartBody(
  request: FastifyRequest,
  bounds: MultipartBounds,
  folder: string,
): Promise<MultipartBody> {
  const fields: FormFields = {};
  const files: UploadedFile[] = [];
  let dropped = 0;
  for await (const part of readableParts(request.parts())) {
    if (part.type === 'field') {
      addFormField(fields, part.fieldname, typeof part.value === 'string' ? part.value : '');
      continue;
    }
    if (part.fieldname !== bounds.fileField || part.filename === '') {
      part.file.resume();
      continue;
    }
    if (files.length >= bounds.keptFiles) {
      dropped += 1;
      part.file.resume();
      continue;
    }
    const upload = await receiveFile(part.file, path.join(folder, `upload-${files.length + 1}`));
    if (upload.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
    if (upload.byteSize > 0) files.push({ file: upload.file, originalName: part.filename, byteSize: upload.byteSize });
  }
  return { fields, files, dropped };
}
