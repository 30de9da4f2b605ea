import { eventSeedSchema } from './event-rows';
import { eventSeeds } from './events';
import seeds from './events.json';

describe('the calendar’s data file (events.json)', () => {
  it('holds only events of the calendar’s shape, each id once', () => {
    expect(eventSeedSchema.array().safeParse(seeds).error?.issues).toBeUndefined();
    const ids = eventSeeds.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses an event with an unknown scene, a malformed date or a field too many', () => {
    const [first] = seeds;
    expect(eventSeedSchema.safeParse({ ...first, scene: 'moon' }).success).toBe(false);
    expect(eventSeedSchema.safeParse({ ...first, date: '27/11/2026' }).success).toBe(false);
    expect(eventSeedSchema.safeParse({ ...first, titel: 'x' }).success).toBe(false);
  });

  it('carries no attendance figure: the site counts no RSVPs (issue 30)', () => {
    const [first] = seeds;
    expect(eventSeedSchema.safeParse({ ...first, capacity: 25, attendees: 17 }).success).toBe(false);
  });
});
