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

/**
 * Two real 40 × 25 pictures (the server decodes and re-encodes every photo, so it must be one):
 * a PNG and a JPEG of one blue.
 */
export const imageBytes = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAACgAAAAZCAIAAADMuvsyAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAOklEQVRIiWPQz+8fEMQwanH+aFDrjyau/tHslD9agOiPFpn9o5VE/mi12D9aLeaPVov6o9ViP3lhAADs85gFfyazowAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: Buffer.from(
    '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAZACgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAQF/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AlgL2WAAAAAAAAAA//9k=',
    'base64',
  ),
};
