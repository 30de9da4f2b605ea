import { gettingAroundSections, hikerShuttle, trailheadFillTimes } from './getting-around';
import type { SourcedFact } from './park-facts';
import { emergencyNumbers, safetyEssentials, wildlifeDistances } from './park-safety';

const allSections = [...gettingAroundSections, ...safetyEssentials];
const allFacts: SourcedFact[] = allSections.flatMap((section) => section.facts);
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

describe('the park facts (docs/rules/conditions.md#sourced-park-facts)', () => {
  it.each(allFacts.map((fact) => [fact.id, fact] as const))(
    '%s has a named source with a web address, and a checked day and what was read',
    (_id, fact) => {
      expect(fact.source.name.trim()).not.toBe('');
      expect(new URL(fact.source.url).protocol).toMatch(/^https?:$/);
      expect(fact.checked.on).toMatch(isoDay);
      expect(fact.checked.against.trim()).not.toBe('');
    },
  );

  it('gives every emergency number a source and a dialable target', () => {
    for (const number of emergencyNumbers.numbers) {
      expect(number.dial).toMatch(/^\+?\d+$/);
      expect(number.display.replace(/\D/g, '')).toBe(number.dial.replace(/^\+1/, ''));
      expect(new URL(number.source.url).protocol).toMatch(/^https?:$/);
      expect(number.checked.on).toMatch(isoDay);
    }
    expect(emergencyNumbers.numbers.map((number) => number.display)).toContain('911');
  });

  it('labels every trailhead fill time as typical, with the year the park gave it for', () => {
    expect(trailheadFillTimes.facts.length).toBeGreaterThan(0);
    for (const fact of trailheadFillTimes.facts) expect(fact.typical?.asOf).toMatch(/^\d{4}$/);
  });

  it('states each seasonal service’s dates with the year they were stated for, never as this year’s', () => {
    const seasonal = allFacts.filter((fact) => fact.seasonNote !== undefined);
    expect(seasonal.map((fact) => fact.id)).toEqual(expect.arrayContaining(['season', 'red-route', 'paid-areas']));
    for (const fact of seasonal) expect(fact.seasonNote).toMatch(/as the (park|town) stated for \d{4}\.$/);
  });

  it('keeps each id unique within its section, so a page can point at a fact', () => {
    for (const section of allSections) {
      const ids = section.facts.map((fact) => fact.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('says what could not be confirmed rather than filling it in', () => {
    expect(hikerShuttle.unconfirmed.join(' ')).toMatch(/first bus/);
    expect(emergencyNumbers.unconfirmed.join(' ')).toMatch(/dispatch/);
  });

  it('gives the NPS’s wildlife distances: 75 feet from all wildlife, 120 from bears, moose and mountain lions', () => {
    expect(wildlifeDistances.facts.map((fact) => fact.text).join(' ')).toMatch(/75 feet[\s\S]*120 feet/);
  });
});
