import { partnerTargetName } from './click-log';

describe('the name of a partner click’s target', () => {
  it('names a place of the team’s list, by its id or its address of before issue 29', () => {
    expect(partnerTargetName('book', 'the-stanley-hotel')).toBe('The Stanley Hotel');
    expect(partnerTargetName('reviews', 'hotel-1')).toBe('The Stanley Hotel');
  });

  it('leaves partner properties, the illustrative rentals and other kinds of link to their ids', () => {
    expect(partnerTargetName('book', 'booking-10004')).toBeUndefined();
    expect(partnerTargetName('book', 'vrbo-1')).toBeUndefined();
    expect(partnerTargetName('partner', 'the-stanley-hotel')).toBeUndefined();
  });
});
