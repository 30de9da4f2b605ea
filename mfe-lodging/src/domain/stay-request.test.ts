/** @jest-environment node */
import { defaultStayDates, queryReader, readStayQuery, stayFor } from './stay-request';

const read = (query: string) => readStayQuery(new URLSearchParams(query));
const today = '2027-06-01';

describe('the stay of a live search (docs/rules/lodging.md#stay-for-a-search)', () => {
  it('reads dates, adults, children by age and rooms', () => {
    expect(read('checkin=2027-07-09&checkout=2027-07-11&adults=3&children=4,9&rooms=2')).toEqual({
      ok: true,
      value: { dates: { checkin: '2027-07-09', checkout: '2027-07-11' }, adults: 3, children: [4, 9], rooms: 2 },
    });
    // Repeated children parameters read the same as a comma list.
    expect(read('adults=2&children=4&children=9')).toEqual({
      ok: true,
      value: { adults: 2, children: [4, 9], rooms: 1 },
    });
  });

  it('defaults to two adults in one room, and no dates', () => {
    expect(read('')).toEqual({ ok: true, value: { adults: 2, children: [], rooms: 1 } });
  });

  it.each([
    ['checkin=2027-07-09', 'Give both a check-in and a check-out date, or neither.'],
    ['checkout=2027-07-11', 'Give both a check-in and a check-out date, or neither.'],
    ['checkin=2027-02-30&checkout=2027-03-02', 'The check-in date must be a real date written YYYY-MM-DD.'],
    ['checkin=2027-07-09&checkout=11.07.2027', 'The check-out date must be a real date written YYYY-MM-DD.'],
    ['checkin=2027-07-11&checkout=2027-07-11', 'The check-out date must be after the check-in date.'],
    ['checkin=2027-07-11&checkout=2027-07-09', 'The check-out date must be after the check-in date.'],
    [
      'checkin=2027-07-01&checkout=2027-08-01',
      'A stay can be at most 30 nights here; longer stays are arranged with the partner.',
    ],
    ['adults=0', 'Adults must be a whole number from 1 to 8.'],
    ['adults=9', 'Adults must be a whole number from 1 to 8.'],
    ['adults=two', 'Adults must be a whole number from 1 to 8.'],
    ['children=4,18', 'Children are given by age, comma-separated, each a whole number from 0 to 17 (children=4,9).'],
    ['children=-1', 'Children are given by age, comma-separated, each a whole number from 0 to 17 (children=4,9).'],
    ['adults=6&children=1,2,3', 'A booking is for at most 8 guests, adults and children together.'],
    ['adults=2&rooms=3', 'Rooms must be a whole number from 1 to the number of adults (each room needs an adult).'],
    ['rooms=0', 'Rooms must be a whole number from 1 to the number of adults (each room needs an adult).'],
  ])('refuses %p with a message for the visitor', (query, message) => {
    expect(read(query)).toEqual({ ok: false, message });
  });

  it('without dates, searches the default stay: two nights, two weeks from today, labelled as such', () => {
    expect(defaultStayDates(today)).toEqual({ checkin: '2027-06-15', checkout: '2027-06-17' });
    expect(stayFor({ adults: 2, children: [], rooms: 1 }, today)).toEqual({
      ok: true,
      value: {
        checkin: '2027-06-15',
        checkout: '2027-06-17',
        nights: 2,
        adults: 2,
        children: [],
        rooms: 1,
        isDefault: true,
      },
    });
  });

  it('takes dates from today to 500 days ahead, in the town’s calendar', () => {
    const party = { adults: 2, children: [7], rooms: 1 };
    expect(stayFor({ ...party, dates: { checkin: today, checkout: '2027-06-02' } }, today)).toMatchObject({
      ok: true,
      value: { nights: 1, isDefault: false, children: [7] },
    });
    expect(stayFor({ ...party, dates: { checkin: '2027-05-31', checkout: '2027-06-02' } }, today)).toEqual({
      ok: false,
      message: 'The check-in date cannot be before today (2027-06-01 in Estes Park).',
    });
    expect(stayFor({ ...party, dates: { checkin: '2028-10-13', checkout: '2028-10-14' } }, today)).toMatchObject({
      ok: true,
    });
    expect(stayFor({ ...party, dates: { checkin: '2028-10-14', checkout: '2028-10-15' } }, today)).toEqual({
      ok: false,
      message: 'The check-in date can be at most 500 days ahead.',
    });
  });

  it('serves as an endpoint’s query schema: a refusal is an issue with the message', () => {
    const reader = queryReader(readStayQuery);
    expect(reader.safeParse({ adults: '3', children: ['5', '8'] })).toEqual({
      success: true,
      data: { adults: 3, children: [5, 8], rooms: 1 },
    });
    expect(reader.safeParse({ checkin: '2027-07-09' })).toEqual({
      success: false,
      error: { issues: [{ message: 'Give both a check-in and a check-out date, or neither.' }] },
    });
  });
});
