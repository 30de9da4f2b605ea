import { newsletterEmailProblem, redirectsAfterSignup, isNewsletterPlacement } from './newsletter-rules';
import { newsletterSignupSchema } from './newsletter-schema';

describe('newsletter rules', () => {
  it.each([
    '',
    '   ',
    'elk',
    'elk@',
    '@estes.com',
    'elk @estes.com',
    'elk@estes',
    'elk@estes.',
    `${'a'.repeat(250)}@x.co`,
  ])('refuses %j with the invalid-email message', (value) => {
    expect(newsletterEmailProblem(value)).toBe('Please enter a valid email address.');
  });

  it.each(['elk@estes.com', ' Elk.Watcher+rmnp@mail.example.org '])('accepts %j', (value) => {
    expect(newsletterEmailProblem(value)).toBeUndefined();
  });

  it('redirects every placement but accommodations', () => {
    expect(redirectsAfterSignup('home')).toBe(true);
    expect(redirectsAfterSignup('events-bar')).toBe(true);
    expect(redirectsAfterSignup('accommodations')).toBe(false);
    expect(isNewsletterPlacement('blog')).toBe(true);
    expect(isNewsletterPlacement('footer')).toBe(false);
  });

  it('the server schema applies the same rule, trims and lower-cases', () => {
    expect(newsletterSignupSchema.parse({ email: ' Elk@Estes.COM ', placement: 'blog' })).toEqual({
      email: 'elk@estes.com',
      placement: 'blog',
    });
    const blank = newsletterSignupSchema.safeParse({ email: '  ', placement: 'home' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('Please enter a valid email address.');
    expect(newsletterSignupSchema.safeParse({ placement: 'home' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address.',
    );
    expect(newsletterSignupSchema.parse({ email: 'a@b.co', placement: 'nowhere' }).placement).toBe('newsletter-page');
  });

  it('the server schema refuses an oversized address on its length alone: one message, no pattern run', () => {
    const oversized = `a@${'.'.repeat(65_400)}@`;
    const seen: unknown[] = [];
    const { exec } = RegExp.prototype;
    jest.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, input: string) {
      // zod's own code-point count of an overlong string (a one-character class) is part of `.max`.
      if (this.source !== '[\\uD800-\\uDBFF]') seen.push(input);
      return exec.call(this, input);
    });
    try {
      const parsed = newsletterSignupSchema.safeParse({ email: oversized, placement: 'home' });
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Please enter a valid email address.']);
      expect(seen).not.toContain(oversized);
      newsletterSignupSchema.safeParse({ email: 'elk@estes', placement: 'home' });
      expect(seen).toContain('elk@estes');
    } finally {
      jest.restoreAllMocks();
    }
  });

  it.each(['elk\u0000@estes.com', 'elk@es\u001btes.com', 'elk\u009b@estes.com'])(
    'the server schema refuses the control characters in %j',
    (email) => {
      const parsed = newsletterSignupSchema.safeParse({ email, placement: 'home' });
      expect(parsed.error?.issues[0]?.message).toBe('Please enter a valid email address.');
    },
  );
});
