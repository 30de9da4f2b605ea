/**
 * Tables of the planning forms: one row per accepted submission (every kind, the form's
 * fields as JSON beside a few columns the review tool lists and filters by), and the photos
 * of event submissions, their bytes in the database too (decision 037; before it, in files
 * under the receiving instance's DATA_DIR).
 */
import type { Migration } from '@estes/shared/server';

export const submissionMigrations: readonly Migration[] = [
  {
    id: 'planning-submissions-001-tables',
    up: `
      CREATE TABLE planning_submissions (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'new',
        created_at TEXT NOT NULL,
        reviewed_at TEXT,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        summary TEXT NOT NULL,
        payload TEXT NOT NULL
      );
      CREATE INDEX planning_submissions_kind_status ON planning_submissions (kind, status, created_at);
      CREATE TABLE planning_submission_photos (
        submission_id TEXT NOT NULL REFERENCES planning_submissions (id),
        position INTEGER NOT NULL,
        file_name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        byte_size INTEGER NOT NULL,
        original_name TEXT NOT NULL,
        PRIMARY KEY (submission_id, position)
      )
    `,
  },
  {
    // Photos are re-encoded on arrival (issue 18): their pixel size is kept so pages can
    // reserve the space. Photos stored before have none (NULL).
    id: 'planning-submissions-002-photo-dimensions',
    up: `
      ALTER TABLE planning_submission_photos ADD COLUMN width INTEGER;
      ALTER TABLE planning_submission_photos ADD COLUMN height INTEGER
    `,
  },
  {
    // Photos live in the database, so every instance serves every photo and no instance's disk
    // holds one (issue 34, decision 037): a photo's bytes in rows of at most photoChunkBytes,
    // written in the transaction that stores its submission. `stored_chunks` is NULL while the
    // bytes are still a file in some instance's DATA_DIR (stored before this), which that
    // instance takes over at its next start; `sha256` is the served ETag. The chunks go with
    // their photo (ON DELETE CASCADE), also when an older version of the area deletes it.
    id: 'planning-submissions-003-photos-in-database',
    up: `
      ALTER TABLE planning_submission_photos ADD COLUMN stored_chunks INTEGER;
      ALTER TABLE planning_submission_photos ADD COLUMN sha256 TEXT;
      CREATE TABLE planning_submission_photo_chunks (
        submission_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        chunk INTEGER NOT NULL,
        bytes BYTEA NOT NULL,
        PRIMARY KEY (submission_id, position, chunk),
        FOREIGN KEY (submission_id, position) REFERENCES planning_submission_photos (submission_id, position) ON DELETE CASCADE
      )
    `,
  },
  {
    // The console's reviews (issue 32, decision 065): why a submission was rejected (or a note
    // on an approval), who decided, and for trip requests and contact messages, who answered
    // and when. Added columns only: an older version of the area reads the table as before.
    id: 'planning-submissions-004-review-notes',
    up: `
      ALTER TABLE planning_submissions ADD COLUMN review_reason TEXT;
      ALTER TABLE planning_submissions ADD COLUMN reviewed_by TEXT;
      ALTER TABLE planning_submissions ADD COLUMN answered_at TEXT;
      ALTER TABLE planning_submissions ADD COLUMN answered_by TEXT
    `,
  },
];
