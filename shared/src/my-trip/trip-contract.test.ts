import fc from 'fast-check';
import {
  isTripDay,
  parseTripItem,
  sanitizeTripItems,
  tripItemDay,
  tripItemKinds,
  type TripItem,
} from './trip-contract';
import {
  decodeTripRefs,
  encodeTripRefs,
  maxShareParamLength,
  maxSharedRefs,
  parseTripRef,
  sharedTripPath,
  type TripRef,
} from './trip-share-link';
import { elkFestItem as elkFest } from '../testing/trip-items';

const refArbitrary: fc.Arbitrary<TripRef> = fc.record(
  {
    kind: fc.constantFrom(...tripItemKinds),
    id: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,40}$/),
    day: fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  },
  { requiredKeys: ['kind', 'id'] },
);

describe('a TripItem as an area gives it and as the browser reads it back', () => {
  it('keeps a well-formed item, trimmed, without fields it does not know', () => {
    expect(parseTripItem({ ...elkFest, title: '  Elk Fest ', price: '$5' })).toEqual(elkFest);
  });

  it.each([
    ['an unknown kind', { ...elkFest, kind: 'hotel' }],
    ['an id with a slash', { ...elkFest, id: '../admin' }],
    ['a path to another site', { ...elkFest, path: '//evil.example/x' }],
    ['a full URL as path', { ...elkFest, path: 'https://evil.example/' }],
    ['a javascript: path', { ...elkFest, path: 'javascript:alert(1)' }],
    ['an empty title', { ...elkFest, title: '  ' }],
    ['a title that is not text', { ...elkFest, title: 42 }],
    ['a day that does not exist', { ...elkFest, day: '2027-02-30' }],
    [
      'a time on a property',
      { kind: 'property', id: 'hotel-1', title: 'Inn', path: '/property/hotel-1', when: elkFest.when },
    ],
    [
      'an event that ends before it starts',
      { ...elkFest, when: { start: '2027-10-02T10:00', end: '2027-10-01T10:00', allDay: false } },
    ],
    ['an all-day event with clock times', { ...elkFest, when: { ...elkFest.when, allDay: true } }],
    ['an array', [elkFest]],
    ['null', null],
  ])('drops %s', (_, value) => {
    expect(parseTripItem(value)).toBeUndefined();
  });

  it('drops bad and repeated entries of a list and keeps the rest in order', () => {
    const inn: TripItem = { kind: 'property', id: 'hotel-1', title: 'Inn', path: '/property/hotel-1' };
    expect(sanitizeTripItems([inn, 'junk', { kind: 'event' }, elkFest, inn])).toEqual([inn, elkFest]);
    expect(sanitizeTripItems('not a list')).toEqual([]);
  });

  it('puts an item on its planned day, else on its event day', () => {
    expect(tripItemDay(elkFest)).toBe('2027-10-02');
    expect(tripItemDay({ ...elkFest, day: '2027-10-03' })).toBe('2027-10-03');
    expect(tripItemDay({ kind: 'article', id: 'a', title: 'A', path: '/blog/a' })).toBeUndefined();
  });

  it('knows real calendar days only', () => {
    expect(isTripDay('2028-02-29')).toBe(true);
    expect(isTripDay('2027-02-29')).toBe(false);
    expect(isTripDay('2027-13-01')).toBe(false);
    expect(isTripDay('27-01-01')).toBe(false);
  });
});

describe('the share link', () => {
  it('carries only kinds, ids and days, readable in the address', () => {
    expect(
      sharedTripPath([elkFest, { kind: 'property', id: 'hotel-1', title: 'Inn', path: '/x', day: '2027-10-01' }]),
    ).toBe('/my-trip?items=event:elk-fest-2027,property:hotel-1@2027-10-01');
  });

  it('reads back every list it writes (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(refArbitrary, { maxLength: maxSharedRefs, selector: (ref) => `${ref.kind}:${ref.id}` }),
        (refs) => {
          const decoded = decodeTripRefs(encodeTripRefs(refs));
          expect(decoded).toEqual({ refs, malformed: [], truncated: false });
          // Through a real URL too: what a browser sends is what the page reads.
          const url = new URL(`https://example.test/my-trip?items=${encodeTripRefs(refs)}`);
          expect(decodeTripRefs(url.searchParams.get('items') ?? '').refs).toEqual(refs);
        },
      ),
    );
  });

  it('never throws on any text and never answers more than the limit (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5000, unit: 'binary' }), (text) => {
        const decoded = decodeTripRefs(text);
        expect(decoded.refs.length + decoded.malformed.length).toBeLessThanOrEqual(maxSharedRefs);
        for (const ref of decoded.refs) expect(parseTripRef(encodeTripRefs([ref]))).toEqual(ref);
        for (const piece of decoded.malformed) expect(piece.length).toBeLessThanOrEqual(60);
      }),
    );
  });

  it('lists what is not a reference as malformed and keeps the rest', () => {
    const decoded = decodeTripRefs(
      'event:elk-fest,hotel:x,property:../etc,<script>alert(1)</script>,article:a@2027-02-30,event:elk-fest',
    );
    expect(decoded.refs).toEqual([{ kind: 'event', id: 'elk-fest' }]);
    expect(decoded.malformed).toEqual([
      'hotel:x',
      'property:../etc',
      '<script>alert(1)</script>',
      'article:a@2027-02-30',
    ]);
  });

  it('reads at most 50 references and says the link held more', () => {
    const many = Array.from({ length: 80 }, (_, index) => `article:post-${index}`).join(',');
    const decoded = decodeTripRefs(many);
    expect(decoded.refs).toHaveLength(maxSharedRefs);
    expect(decoded.truncated).toBe(true);
  });

  it('reads no further than its length limit', () => {
    const decoded = decodeTripRefs(`article:a,${'x'.repeat(maxShareParamLength * 10)}`);
    expect(decoded.refs).toEqual([{ kind: 'article', id: 'a' }]);
    expect(decoded.truncated).toBe(true);
  });
});
