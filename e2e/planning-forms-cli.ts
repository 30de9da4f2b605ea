/** The review tool as the e2e specs use it: against the suite's database (DATA_DIR var/e2e). */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { e2eDataDir } from '../playwright.config';

const run = promisify(execFile);

export async function submissionsCli(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'tools/submissions.ts', ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: '' },
  });
  return stdout;
}

/** A few bytes that start like the named image type (the server reads the first bytes). */
export const imageBytes = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(128, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(128, 2)]),
};
