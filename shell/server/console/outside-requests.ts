/**
 * What the site server does to every request from outside before anything reads it (decision
 * 064): the `x-console-account` header, which names the signed-in account when the shell hands
 * a console request to an area in-process, is removed, so no visitor can pose as an account;
 * and a path under an area's console API is recognised, to be answered 404 (only the shell's
 * hand-over reaches it, from /console/api/areas/<area>/…).
 */
import type { IncomingMessage } from 'node:http';
import { areaConsoleSegment, consoleAccountHeader } from '@estes/shared/server';

export function removeConsoleAccount(request: IncomingMessage): void {
  const raw = request.rawHeaders;
  // Looked for in the raw list: `request.headers` builds an object of every header the first
  // time it is read, which a page-cache hit never needs (decision 076); this runs on every request.
  if (!namesHeader(raw, consoleAccountHeader)) return;
  delete request.headers['x-console-account']; // consoleAccountHeader, whose name is the contract's
  const kept: string[] = [];
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] ?? '';
    if (name.toLowerCase() !== consoleAccountHeader) kept.push(name, raw[index + 1] ?? '');
  }
  request.rawHeaders = kept;
}

/** Whether a request's path (after `/api/<area>`) is the area's console API: `/console`, `/console/…`. */
export function isAreaConsolePath(pathAfterArea: string): boolean {
  const path = pathAfterArea.split('?')[0] ?? '';
  return path === `/${areaConsoleSegment}` || path.startsWith(`/${areaConsoleSegment}/`);
}

/** Whether Node's raw header list (name, value, …) has a header named `lowerCaseName`, in any case. */
function namesHeader(raw: readonly string[], lowerCaseName: string): boolean {
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index] ?? '';
    if (name.length === lowerCaseName.length && name.toLowerCase() === lowerCaseName) return true;
  }
  return false;
}
