/**
 * What the review tool writes for a person to read (review-cli.ts): the list, one submission,
 * CSV, and what a deletion removed, with the visitor's text made safe for a terminal and a
 * spreadsheet.
 */
import type { RemovedSubmissions } from '../retention/retention';
import { approvedPhotoUrl } from './approved-events';
import type { Submission } from './submission-store';

export const when = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 16) : '');

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What a deletion removed, one line per submission, for the operator's record. */
export function removedLines(removed: RemovedSubmissions): string[] {
  return removed.submissions.map(
    (item) =>
      `  ${item.id}  ${when(item.createdAt)}  ${item.kind}  ${item.status}  ${printable(`${item.name} <${item.email}>`)}  ${plural(item.photos.length, 'photo')}`,
  );
}

/**
 * Visitor text as the reviewer's terminal shows it: control characters (an escape sequence can
 * repaint or retitle a terminal) and the marks that reorder text written out (`\x1b`,
 * `\u202e`), never passed through. Line breaks are kept where a multi-line field is shown.
 */
export function printable(text: string, keepLineBreaks = false): string {
  let shown = '';
  for (const character of keepLineBreaks ? text.replace(/\r\n/g, '\n') : text) {
    const code = character.codePointAt(0) ?? 0;
    if (keepLineBreaks && character === '\n') shown += character;
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) shown += `\\x${code.toString(16).padStart(2, '0')}`;
    else if (
      (code >= 0x200e && code <= 0x200f) ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069)
    )
      shown += `\\u${code.toString(16)}`;
    else shown += character;
  }
  return shown;
}

export function listLines(submissions: readonly Submission[]): string[] {
  if (submissions.length === 0) return ['No submissions.'];
  const rows = submissions.map((item) => [
    item.id,
    when(item.createdAt),
    item.kind,
    item.status,
    printable(`${item.name} <${item.email}>`),
    printable(item.summary),
  ]);
  const header = ['ID', 'RECEIVED (UTC)', 'TYPE', 'STATUS', 'FROM', 'SUMMARY'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0))).join('  ');
  return [line(header), ...rows.map(line), `${submissions.length} submission${submissions.length === 1 ? '' : 's'}.`];
}

export function showLines(submission: Submission): string[] {
  const lines = [
    `ID:        ${submission.id}`,
    `Type:      ${submission.kind}`,
    `Status:    ${submission.status}${submission.reviewedAt ? ` (${when(submission.reviewedAt)} UTC)` : ''}`,
    `Received:  ${when(submission.createdAt)} UTC`,
    `From:      ${printable(`${submission.name} <${submission.email}>`)}`,
  ];
  // Who decided and why, and who answered (the console's reviews, decision 065).
  if (submission.reviewedBy) lines.push(`Reviewer:  ${printable(submission.reviewedBy)}`);
  if (submission.reviewReason) lines.push(`Reason:    ${printable(submission.reviewReason)}`);
  if (submission.answeredAt) {
    lines.push(`Answered:  ${when(submission.answeredAt)} UTC by ${printable(submission.answeredBy ?? 'someone')}`);
  }
  lines.push('');
  const width = Math.max(...Object.keys(submission.payload).map((key) => key.length));
  for (const [key, value] of Object.entries(submission.payload)) {
    const text = printable(Array.isArray(value) ? value.join(', ') : String(value), true);
    lines.push(`${`${printable(key)}:`.padEnd(width + 2)}${text.replace(/\n/g, `\n${' '.repeat(width + 2)}`)}`);
  }
  for (const photo of submission.photos) {
    lines.push(`photo ${photo.position}: ${photoDescription(submission, photo)}`);
  }
  return lines;
}

/** Where a photo is and what it is, for `show`. */
export function photoDescription(submission: Submission, photo: Submission['photos'][number]): string {
  const size = photo.width !== null && photo.height !== null ? `${photo.width} × ${photo.height}, ` : '';
  const bytes = photo.byteSize < 1024 ? `${photo.byteSize} bytes` : `${Math.round(photo.byteSize / 1024)} KB`;
  const what = `${photo.contentType}, ${size}${bytes}, sent as "${printable(photo.originalName)}"`;
  if (photo.storedChunks === null) {
    return `${photo.fileName} (${what}): still a file in the data folder of the instance that received it, taken over into the database when that instance starts`;
  }
  if (photo.width === null) return `${photo.fileName} (${what}): kept from before re-encoding, not shown`;
  const served =
    submission.status === 'approved' ? `, served at ${approvedPhotoUrl(submission.id, photo.position)}` : '';
  return `${photo.fileName} (${what}) in the database${served}`;
}

/** A CSV cell; cells a spreadsheet would run as a formula are prefixed with an apostrophe. */
export function csvCell(raw: string): string {
  // Printed to a terminal as often as redirected to a file: no control character runs there.
  const value = printable(raw, true);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLines(submissions: readonly Submission[]): string[] {
  const header = ['id', 'type', 'status', 'received_at', 'reviewed_at', 'name', 'email', 'summary', 'fields', 'photos'];
  return [
    header.join(','),
    ...submissions.map((item) =>
      [
        item.id,
        item.kind,
        item.status,
        item.createdAt,
        item.reviewedAt ?? '',
        item.name,
        item.email,
        item.summary,
        JSON.stringify(item.payload),
        item.photos.map((photo) => photo.fileName).join(' '),
      ]
        .map(csvCell)
        .join(','),
    ),
  ];
}
