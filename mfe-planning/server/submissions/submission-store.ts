/**
 * The submissions table: storing what visitors send, and what the review tool and the events
 * calendar read back. Plain SQL with `?` placeholders (SQLite and PostgreSQL alike).
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '@estes/shared/server';
import type { IncomingPhoto } from './photo-files';
import { writePhotoBytes } from './photo-store';

export const submissionKinds = ['contact', 'trip-request', 'event-listing', 'event-submission', 'partner'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

export const submissionStatuses = ['new', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

export interface StoredPhoto {
  position: number;
  /** The photo's name (`<submission>-<position>.<type>`); before decision 037, its file's name under DATA_DIR. */
  fileName: string;
  contentType: string;
  byteSize: number;
  originalName: string;
  /** Pixel size of the stored (re-encoded) photo; null for photos stored before re-encoding. */
  width: number | null;
  height: number | null;
  /** Rows of its bytes in the database; null while they are still a file in an instance's DATA_DIR (photo-takeover.ts). */
  storedChunks: number | null;
  /** SHA-256 of its bytes (base64url), once they are in the database. */
  sha256: string | null;
}

export interface Submission {
  id: string;
  kind: SubmissionKind;
  status: SubmissionStatus;
  createdAt: string;
  reviewedAt: string | null;
  name: string;
  email: string;
  summary: string;
  payload: Record<string, unknown>;
  photos: StoredPhoto[];
  /** Who approved or rejected it (a console account's email, or `cli:<user>@<host>`), when recorded. */
  reviewedBy: string | null;
  /** The reviewer's reason for a rejection (required in the console), or a note on an approval. */
  reviewReason: string | null;
  /** When a trip request or contact message was answered, and by whom (the console's "Answered"). */
  answeredAt: string | null;
  answeredBy: string | null;
}

/** What one decision records beside the status. */
export interface ReviewNote {
  by: string;
  reason?: string | undefined;
}

export interface NewSubmission {
  kind: SubmissionKind;
  name: string;
  email: string;
  summary: string;
  payload: Record<string, unknown>;
  /** Re-encoded photos (their temporary files), kept in the submission's transaction. */
  photos?: readonly IncomingPhoto[];
}

/** Short enough to type in the review tool, random enough not to be guessed. */
export const newSubmissionId = (): string => `s${randomBytes(5).toString('hex')}`;

export interface SubmissionRow extends Record<string, unknown> {
  id: string;
  kind: string;
  status: string;
  created_at: string;
  reviewed_at: string | null;
  name: string;
  email: string;
  summary: string;
  payload: string;
  review_reason: string | null;
  reviewed_by: string | null;
  answered_at: string | null;
  answered_by: string | null;
}

interface PhotoRow extends Record<string, unknown> {
  submission_id: string;
  position: number | string;
  file_name: string;
  content_type: string;
  byte_size: number | string;
  original_name: string;
  width: number | string | null;
  height: number | string | null;
  stored_chunks: number | string | null;
  sha256: string | null;
}

const columns = 'id, kind, status, created_at, reviewed_at, name, email, summary, payload';
/** What is read back: the stored columns and the review's notes (migration 004). */
export const submissionColumns = `${columns}, review_reason, reviewed_by, answered_at, answered_by`;

export class SubmissionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Stores a submission and its photos' bytes in one transaction (all of it, or nothing if any
   * part fails); answers the stored row.
   */
  async add(submission: NewSubmission, id = newSubmissionId()): Promise<Submission> {
    const createdAt = this.now().toISOString();
    const photos = await this.db.transaction(async (tx) => {
      await tx.execute(`INSERT INTO planning_submissions (${columns}) VALUES (?, ?, 'new', ?, NULL, ?, ?, ?, ?)`, [
        id,
        submission.kind,
        createdAt,
        submission.name,
        submission.email,
        submission.summary,
        JSON.stringify(submission.payload),
      ]);
      const stored: StoredPhoto[] = [];
      for (const [index, photo] of (submission.photos ?? []).entries()) {
        const position = index + 1;
        const fileName = `${id}-${position}.${photo.kind.extension}`;
        const originalName = photo.originalName.slice(0, 200);
        await tx.execute(
          'INSERT INTO planning_submission_photos (submission_id, position, file_name, content_type, byte_size, original_name, width, height) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          [id, position, fileName, photo.kind.contentType, photo.byteSize, originalName, photo.width, photo.height],
        );
        const written = await writePhotoBytes(tx, id, position, photo.file);
        stored.push({
          position,
          fileName,
          contentType: photo.kind.contentType,
          byteSize: written.byteSize,
          originalName,
          width: photo.width,
          height: photo.height,
          storedChunks: written.chunks,
          sha256: written.sha256,
        });
      }
      return stored;
    });
    return {
      id,
      kind: submission.kind,
      status: 'new',
      createdAt,
      reviewedAt: null,
      name: submission.name,
      email: submission.email,
      summary: submission.summary,
      payload: submission.payload,
      photos,
      reviewedBy: null,
      reviewReason: null,
      answeredAt: null,
      answeredBy: null,
    };
  }

  async list(filter: { kinds?: readonly SubmissionKind[]; status?: SubmissionStatus } = {}): Promise<Submission[]> {
    const where: string[] = [];
    const params: string[] = [];
    if (filter.kinds && filter.kinds.length > 0) {
      where.push(`kind IN (${filter.kinds.map(() => '?').join(', ')})`);
      params.push(...filter.kinds);
    }
    if (filter.status) {
      where.push('status = ?');
      params.push(filter.status);
    }
    const rows = await this.db.query<SubmissionRow>(
      `SELECT ${submissionColumns} FROM planning_submissions${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at, id`,
      params,
    );
    return this.withPhotos(rows);
  }

  async get(id: string): Promise<Submission | undefined> {
    const rows = await this.db.query<SubmissionRow>(
      `SELECT ${submissionColumns} FROM planning_submissions WHERE id = ?`,
      [id],
    );
    return (await this.withPhotos(rows))[0];
  }

  /**
   * Marks a submission reviewed, with who decided and why when known (a new decision replaces
   * the last one's note); answers false when there is no such submission.
   */
  async setStatus(id: string, status: SubmissionStatus, note?: ReviewNote): Promise<boolean> {
    const { rowsAffected } = await this.db.execute(
      'UPDATE planning_submissions SET status = ?, reviewed_at = ?, reviewed_by = ?, review_reason = ? WHERE id = ?',
      [status, status === 'new' ? null : this.now().toISOString(), note?.by ?? null, note?.reason ?? null, id],
    );
    return rowsAffected > 0;
  }

  /** Records that a trip request or contact message was answered; false when there is no such submission. */
  async markAnswered(id: string, by: string): Promise<boolean> {
    const { rowsAffected } = await this.db.execute(
      'UPDATE planning_submissions SET answered_at = ?, answered_by = ? WHERE id = ?',
      [this.now().toISOString(), by, id],
    );
    return rowsAffected > 0;
  }

  /** Every submission received before this time (ISO-8601), oldest first. */
  async receivedBefore(isoTime: string): Promise<Submission[]> {
    const rows = await this.db.query<SubmissionRow>(
      `SELECT ${submissionColumns} FROM planning_submissions WHERE created_at < ? ORDER BY created_at, id`,
      [isoTime],
    );
    return this.withPhotos(rows);
  }

  /** Every submission sent with this address, whatever its letter case. */
  async byEmail(email: string): Promise<Submission[]> {
    const rows = await this.db.query<SubmissionRow>(
      `SELECT ${submissionColumns} FROM planning_submissions WHERE LOWER(email) = ? ORDER BY created_at, id`,
      [email.trim().toLowerCase()],
    );
    return this.withPhotos(rows);
  }

  /** Rows read with `submissionColumns`, with their photos. */
  async withPhotos(rows: readonly SubmissionRow[]): Promise<Submission[]> {
    if (rows.length === 0) return [];
    const photoRows = await this.db.query<PhotoRow>(
      `SELECT submission_id, position, file_name, content_type, byte_size, original_name, width, height, stored_chunks, sha256 FROM planning_submission_photos WHERE submission_id IN (${rows.map(() => '?').join(', ')}) ORDER BY submission_id, position`,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind as SubmissionKind,
      status: row.status as SubmissionStatus,
      createdAt: row.created_at,
      reviewedAt: row.reviewed_at,
      name: row.name,
      email: row.email,
      summary: row.summary,
      payload: JSON.parse(row.payload) as Record<string, unknown>,
      photos: photoRows
        .filter((photo) => photo.submission_id === row.id)
        .map((photo) => ({
          position: Number(photo.position),
          fileName: photo.file_name,
          contentType: photo.content_type,
          byteSize: Number(photo.byte_size),
          originalName: photo.original_name,
          width: photo.width === null ? null : Number(photo.width),
          height: photo.height === null ? null : Number(photo.height),
          storedChunks: photo.stored_chunks === null ? null : Number(photo.stored_chunks),
          sha256: photo.sha256,
        })),
      reviewedBy: row.reviewed_by ?? null,
      reviewReason: row.review_reason ?? null,
      answeredAt: row.answered_at ?? null,
      answeredBy: row.answered_by ?? null,
    }));
  }
}
