/**
 * Tables of the planning forms: one row per accepted submission (every kind, the form's
 * fields as JSON beside a few columns the review tool lists and filters by), and the photos
 * of event submissions, whose files live under DATA_DIR.
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
];
