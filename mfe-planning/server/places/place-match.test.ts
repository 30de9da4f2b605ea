/**
 * @jest-environment node
 *
 * A search's candidate is taken for our entry only on a confident match (decision 038): the same
 * words, or one name within the other at our street number; a doubt is no match.
 */
import { confidentMatch, nameAgreement, nameWords, streetNumberOf } from './place-match';
import type { PlaceCandidate } from './places-provider';

const candidate = (providerId: string, name: string, address: string | null = null): PlaceCandidate => ({
  providerId,
  name,
  address,
  status: 'operational',
});

describe('names as words', () => {
  it('leaves out case, accents, apostrophes, punctuation and the small words, and reads & as and', () => {
    expect(nameWords('The Rock Inn Mountain Tavern')).toEqual(['rock', 'inn', 'mountain', 'tavern']);
    expect(nameWords('Ed’s Cantina & Grill')).toEqual(['eds', 'cantina', 'grill']);
    expect(nameWords('Notchtop Bakery & Café')).toEqual(['notchtop', 'bakery', 'cafe']);
    expect(nameWords('Seasoned – An American Bistro')).toEqual(['seasoned', 'an', 'american', 'bistro']);
  });

  it('agrees fully on the same words, partly when one name holds the other (signed by whose is longer), else not', () => {
    expect(nameAgreement('Seasoned – An American Bistro', 'Seasoned - An American Bistro')).toBe(1);
    expect(nameAgreement('Kind Coffee', 'Kind Coffee Shop')).toBeCloseTo(2 / 3);
    expect(nameAgreement('Cascades Restaurant at The Stanley Hotel', 'Cascades Restaurant')).toBeCloseTo(-2 / 4);
    expect(nameAgreement('Mama Rose’s', 'Rose’s Pizza')).toBe(0);
    expect(nameAgreement('', 'Anything')).toBe(0);
  });

  it('reads a street number at the start of an address only', () => {
    expect(streetNumberOf('915 Moraine Ave, Estes Park')).toBe('915');
    expect(streetNumberOf('Bear Lake Trailhead, Rocky Mountain National Park')).toBeUndefined();
    expect(streetNumberOf('US 34 from Beaver Meadows')).toBeUndefined();
    expect(streetNumberOf(null)).toBeUndefined();
  });
});

describe('a confident match', () => {
  const ours = { name: 'The Rock Inn Mountain Tavern', location: '1675 CO-66, Estes Park' };

  it('takes the candidate with the same words', () => {
    const found = confidentMatch(ours, [
      candidate('a', 'Rock Inn Mountain Tavern', '1675 CO-66, Estes Park, CO 80517, USA'),
      candidate('b', 'Mountain Tavern Supplies', '1 Elsewhere Rd'),
    ]);
    expect(found?.providerId).toBe('a');
  });

  it('takes our name within theirs only at our street number', () => {
    const kind = { name: 'Kind Coffee', location: '470 E Elkhorn Ave, Estes Park' };
    expect(
      confidentMatch(kind, [candidate('a', 'Kind Coffee Shop', '470 E Elkhorn Ave, Estes Park')])?.providerId,
    ).toBe('a');
    expect(confidentMatch(kind, [candidate('a', 'Kind Coffee Shop', '12 Other St, Estes Park')])).toBeNull();
  });

  it('takes a shorter name of theirs only when it has three quarters of our words, at our number', () => {
    const seasoned = { name: 'Seasoned – An American Bistro', location: '205 Park Ln, Estes Park' };
    expect(confidentMatch(seasoned, [candidate('s', 'Seasoned American Bistro', '205 Park Ln')])?.providerId).toBe('s');
    // A hotel and the restaurant in it share an address: the hotel is not the restaurant.
    const cascades = { name: 'Cascades Restaurant at The Stanley Hotel', location: '333 E Wonderview Ave, Estes Park' };
    expect(confidentMatch(cascades, [candidate('h', 'The Stanley Hotel', '333 E Wonderview Ave')])).toBeNull();
    expect(confidentMatch(cascades, [candidate('c', 'Cascades Restaurant', '333 E Wonderview Ave')])).toBeNull();
  });

  it('without a street number of ours, only the same words match', () => {
    const trail = { name: 'Bear Lake Loop', location: 'Bear Lake Trailhead, Rocky Mountain National Park' };
    expect(confidentMatch(trail, [candidate('a', 'Bear Lake', 'Bear Lake Rd')])).toBeNull();
    expect(confidentMatch(trail, [candidate('b', 'Bear Lake Loop', null)])?.providerId).toBe('b');
  });

  it('two namesakes: the one at our street number, else none', () => {
    const tacos = { name: 'Ben’s Tacos', location: '130 Moraine Ave, Estes Park' };
    const two = [
      candidate('far', 'Ben’s Tacos', '999 Somewhere Rd'),
      candidate('ours', 'Bens Tacos', '130 Moraine Ave'),
    ];
    expect(confidentMatch(tacos, two)?.providerId).toBe('ours');
    const noNumber = { name: 'Ben’s Tacos', location: 'Downtown Estes Park' };
    expect(confidentMatch(noNumber, two)).toBeNull();
    // The same place twice in one answer is one candidate.
    expect(confidentMatch(noNumber, [two[0] as PlaceCandidate, two[0] as PlaceCandidate])?.providerId).toBe('far');
  });

  it('nothing found, nothing matched', () => {
    expect(confidentMatch(ours, [])).toBeNull();
    expect(confidentMatch(ours, [candidate('x', 'Elkhorn Lodge', '600 W Elkhorn Ave')])).toBeNull();
  });
});
