/**
 * What the file handlers are never asked: a request target that is not a path (absolute-form
 * `GET http://host/x` is for proxies), a file path with an escape (`%2e%2e`, `%2f`), a parent
 * segment or a backslash (it names no file this site serves), a source map in production, and a
 * byte range they cannot serve.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFoundJson, pathnameOf } from '../response-basics';

export const staticFilePrefix = /^\/(assets|remotes|dev-remotes)\//;

/** One byte range a file handler can serve: `bytes=0-99`, `bytes=100-`, `bytes=-50`. */
export const isSimpleByteRange = (range: string) => {
  const match = /^bytes=(\d{1,15})?-(\d{1,15})?$/.exec(range.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return false;
  return match[1] === undefined || match[2] === undefined || Number(match[1]) <= Number(match[2]);
};

/** The path of a built file: letters, digits and `._~+@-` in segments, no `..`, no escapes. */
export const isPlainFilePath = (url: string) => {
  const filePath = url.split('?')[0] ?? '';
  return /^(\/[\w.~+@-]+)+$/.test(filePath) && !filePath.split('/').some((segment) => /^\.+$/.test(segment));
};

/** A source map: kept with the build for whoever debugs it, never served in production. */
const isSourceMap = (url: string) => /\.map$/i.test(pathnameOf(url));

/** The onRequest check of every request, before routing reaches a file handler (or any other). */
export function refuseUnservableFileRequests(servesSourceMaps: boolean) {
  return async function refuseUnservable(request: FastifyRequest, reply: FastifyReply) {
    if (!request.url.startsWith('/')) {
      return reply.code(400).send({ error: 'Bad Request', message: 'The request target must be a path on this site.' });
    }
    if (staticFilePrefix.test(request.url) && !isPlainFilePath(request.url)) {
      return reply.code(400).send({
        error: 'Bad Request',
        message: 'Not a file of this site: file paths have no escapes, parent folders or backslashes.',
      });
    }
    // Source maps stay with the build, never served in production (decision 035).
    if (staticFilePrefix.test(request.url) && !servesSourceMaps && isSourceMap(request.url)) {
      return reply.code(404).send(notFoundJson(request.method, pathnameOf(request.url)));
    }
    // A Range the file handler cannot serve (`bytes=9-1`, several ranges, another unit) is
    // ignored, as HTTP allows: the whole file is sent (such a range made it never answer).
    const range = request.headers.range;
    if (range !== undefined && !isSimpleByteRange(range)) delete request.raw.headers.range;
  };
}
