/** @jest-environment node */
import { isEmailAddress, maxEmailLength } from './email-address';

describe("the site's e-mail rule", () => {
  it.each(['elk@estes.com', 'Elk.Watcher+rmnp@mail.example.org', 'a@b.co', `${'a'.repeat(248)}@x.co`])(
    'accepts %j',
    (value) => {
      expect(isEmailAddress(value)).toBe(true);
    },
  );

  it.each([
    '',
    'elk',
    'elk@',
    '@estes.com',
    'elk @estes.com',
    'elk@estes',
    'elk@estes.',
    'elk@estes.com.',
    'a@b@c.com',
    `a@${'.'.repeat(65_400)}@`,
  ])('refuses %j', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });

  it('refuses an address over 254 characters on its length alone, without running the pattern', () => {
    const test = jest.spyOn(RegExp.prototype, 'test');
    const exec = jest.spyOn(RegExp.prototype, 'exec');
    try {
      const longest = `${'a'.repeat(maxEmailLength - 5)}@x.co`;
      expect(isEmailAddress(`a${longest}`)).toBe(false);
      expect(test).not.toHaveBeenCalled();
      expect(exec).not.toHaveBeenCalled();
      expect(isEmailAddress(longest)).toBe(true);
      expect(test).toHaveBeenCalledWith(longest);
    } finally {
      jest.restoreAllMocks();
    }
  });
});
