/** @jest-environment node */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addSiteCounts, applyMigrations, openDatabase, siteCountMigrations, type SiteDatabase } from '@estes/platform';
import { parseDayWindow, runSiteCountReportCli } from './site-count-report';

describe('npm run report -- pages | searches', () => {
  let db: SiteDatabase;
  /** 09:00 on 27 November in Estes Park. */
  const now = () => new Date('2026-11-27T16:00:00Z');

  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: undefined, dataDir: await mkdtemp(path.join(os.tmpdir(), 'report-')) });
    await applyMigrations(db, siteCountMigrations, { area: 'shell' });
    await addSiteCounts(db, {
      pageViews: [
        { day: '2026-11-27', route: 'home', referrer: 'none', views: 4 },
        { day: '2026-11-26', route: 'planning.events', referrer: 'www.google.com', views: 2 },
        { day: '2026-10-01', route: 'home', referrer: 'none', views: 100 },
      ],
      emptySearches: [{ day: '2026-11-26', query: '=cmd, "x"', searches: 3 }],
    });
  });
  afterAll(() => db.close());

  async function run(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runSiteCountReportCli(args, {
      db,
      out: (line) => void out.push(line),
      err: (line) => void err.push(line),
      now,
    });
    return { code, out, err };
  }

  it('takes a window of Estes Park days', () => {
    // 02:00 UTC on the 27th is still the 26th in Estes Park.
    expect(parseDayWindow('7d', new Date('2026-11-27T02:00:00Z'))).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(parseDayWindow('1d', now())).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(parseDayWindow('2026-11-01', now())).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(parseDayWindow('0d', now())).toEqual({ problem: '--since 0d: give at least 1d' });
    expect(parseDayWindow('2026-02-30', now())).toHaveProperty('problem');
    expect(parseDayWindow('2026-12-01', now())).toEqual({ problem: '--since 2026-12-01 is after today (2026-11-27)' });
  });

  it('prints page views per route, referring site and day for the last 30 days', async () => {
    const { code, out } = await run('pages');
    expect(code).toBe(0);
    expect(out).toEqual([
      'Page views from 2026-10-29 to 2026-11-27 (Estes Park days): 6 views',
      '',
      'Per route:',
      '  4  home',
      '  2  planning.events',
      '',
      'Per referring site:',
      '  4  (no referring site: typed, bookmarked, or the browser sent none)',
      '  2  www.google.com',
      '',
      'Per day:',
      '  4  2026-11-27',
      '  2  2026-11-26',
    ]);
  });

  it('gives the same figures as JSON and the rows as CSV', async () => {
    const json = await run('pages', '--since', '2026-10-01', '--json');
    expect(JSON.parse(json.out.join('\n'))).toMatchObject({ from: '2026-10-01', total: 106 });
    const csv = await run('searches', '--csv');
    expect(csv.out).toEqual(['day,query,searches', `2026-11-26,"'=cmd, ""x""",3`]);
  });

  it('prints the searches that found nothing, and says when there were none', async () => {
    expect((await run('searches')).out).toEqual([
      'Searches that found nothing from 2026-10-29 to 2026-11-27: 3 searches',
      '',
      'Per query (last searched):',
      '  3  "=cmd, \\"x\\""  (2026-11-26)',
      '',
      'Per day:',
      '  3  2026-11-26',
    ]);
    expect((await run('searches', '--since', '1d')).out).toEqual([
      'Searches that found nothing from 2026-11-27 to 2026-11-27: 0 searches',
      'No search found nothing in that time.',
    ]);
  });

  it('refuses a wrong command line with code 2 and says why', async () => {
    expect(await run('pages', '--since')).toMatchObject({ code: 2 });
    expect((await run('pages', '--since', 'yesterday')).err[0]).toMatch(/not a number of days/);
    expect((await run('pages', '--top')).err[0]).toMatch(/^Unknown option "--top"\.\nUsage:/);
    expect((await run('pages', '--help')).out[0]).toMatch(/^Usage: npm run report -- pages\|searches/);
  });
});
