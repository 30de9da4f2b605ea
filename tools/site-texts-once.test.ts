/**
 * Site texts said once (issue 30, docs/rules/site.md#site-texts): the wildlife distances, the
 * contact hours and the seasons live in one file each, with their source, and no page keeps its
 * own wording of them. A page that writes "100 yards" for moose, its own contact hours or its own
 * Trail Ridge Road season makes this fail.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { contactHours, wildlifeDistances, wildlifeDistanceSentence } from '@estes/shared/text/site-texts';

const root = path.resolve(__dirname, '..');
const sourceDirs = [
  'mfe-conditions/src',
  'mfe-content/src',
  'mfe-lodging/src',
  'mfe-planning/src',
  'shell/src',
  'shared/src',
];
const homes = new Set(['shared/src/text/site-texts.ts', 'shared/src/park/seasons.ts']);

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) return filesUnder(relative);
    return /\.(ts|tsx|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative] : [];
  });
}

const pages = sourceDirs.flatMap(filesUnder).filter((file) => !homes.has(file));
const offenders = (pattern: RegExp) =>
  pages.filter((file) => pattern.test(readFileSync(path.join(root, file), 'utf8'))).sort();

describe('site texts said once', () => {
  it('keeps the wildlife distances in one file, with the National Park Service page as source', () => {
    expect(wildlifeDistances.source.url).toBe('https://www.nps.gov/romo/planyourvisit/wildlife_view.htm');
    expect(wildlifeDistances.allWildlife).toMatch(/^at least 75 feet/);
    expect(wildlifeDistances.dangerousAnimals).toMatch(/^at least 120 feet/);
    expect(wildlifeDistanceSentence).toContain('moose');
    // No page says a distance from animals in its own words.
    expect(
      offenders(/\b\d+\s*(feet|yards|ft)\b[^.'"`]{1,40}\b(wildlife|elk|moose|bears?|deer|sheep|herds?)\b/i),
    ).toEqual([]);
    expect(offenders(/\b(elk|moose|bears?|wildlife)\b[^.'"`]{1,30}\b\d+\s*(feet|yards)\b/i)).toEqual([]);
  });

  it('keeps the contact hours in one file, as the team recorded them, and no page has its own', () => {
    expect(contactHours.source.recorded).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The team's hours in prose ("our team answers from 7 AM", "hours: 'Mon-Fri 9am…'"), not a business's opening hours.
    expect(offenders(/(?:answer|call us|our team|our local team|hours: ')[^.\n]{1,30}\b\d{1,2}\s*(AM|am)\b/)).toEqual(
      [],
    );
  });

  it('keeps each season in the one table: no page says when Trail Ridge Road or the tramway opens', () => {
    expect(offenders(/Trail Ridge Road (usually|typically|normally) (opens|closes|open)/i)).toEqual([]);
    expect(offenders(/[Tt]ramway[^.'"`]{1,40}\b(open|closed?) (from|in|until)\b/)).toEqual([]);
  });
});
