import {
  countedSearchQuery,
  isVisitorAgent,
  maxCountedQueryLength,
  pageViewSubjectOf,
  referringSiteOf,
  searchFoundNothingTag,
} from './what-is-counted';

const site = 'www.estes.example';

describe('what a request tells the site’s counts', () => {
  it('takes browsers for visitors and leaves out known bots, missing and overlong agents', () => {
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    expect(isVisitorAgent(firefox)).toBe(true);
    expect(isVisitorAgent(iphone)).toBe(true);
    expect(isVisitorAgent(firefox)).toBe(true); // remembered, same answer
    for (const bot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    ]) {
      expect(isVisitorAgent(bot)).toBe(false);
    }
    expect(isVisitorAgent(undefined)).toBe(false);
    expect(isVisitorAgent('')).toBe(false);
    // Browser and bot in turns (the last agent is looked at first): each keeps its own answer.
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect([firefox, googlebot, googlebot, firefox, firefox, googlebot].map(isVisitorAgent)).toEqual([
      true,
      false,
      false,
      true,
      true,
      false,
    ]);
    expect(isVisitorAgent(`${firefox} ${'x'.repeat(600)}`)).toBe(false);
  });

  it('keeps only the host of an external Referer, and says none, internal or other otherwise', () => {
    expect(referringSiteOf(undefined, site)).toBe('none');
    expect(referringSiteOf('', site)).toBe('none');
    expect(referringSiteOf('https://www.google.com/search?q=my+own+name', site)).toBe('www.google.com');
    expect(referringSiteOf('http://User:pw@News.Example.ORG:8080/a/b#c', site)).toBe('news.example.org');
    expect(referringSiteOf('https://www.estes.example/blog/elk', site)).toBe('internal');
    expect(referringSiteOf('http://www.estes.example/', site)).toBe('internal');
    expect(referringSiteOf('https://bücher.example/', site)).toBe('xn--bcher-kva.example');
    for (const odd of [
      'android-app://com.google.android.gm/',
      'file:///home/me/page.html',
      'https://',
      'https://[::1]/',
      'not a url',
      `https://example.com/${'a'.repeat(3000)}`,
    ]) {
      expect(referringSiteOf(odd, site)).toBe('other');
    }
  });

  it('counts a search folded and bounded, and never one that holds an address or a long number', () => {
    expect(countedSearchQuery('  Snow   SHOE\tRental ')).toBe('snow shoe rental');
    expect(countedSearchQuery('ｃａｂｉｎ')).toBe('cabin');
    expect(countedSearchQuery('a'.repeat(300))).toBe('a'.repeat(maxCountedQueryLength));
    expect(countedSearchQuery('🦌'.repeat(150))).toBe('🦌'.repeat(maxCountedQueryLength));
    expect(countedSearchQuery('elk 2026')).toBe('elk 2026');
    for (const personal of ['jane@example.com', 'call (970) 555-0123', '4111 1111 1111 1111', '970.555.01234']) {
      expect(countedSearchQuery(personal)).toBeUndefined();
    }
    expect(countedSearchQuery('   ')).toBeUndefined();
    expect(countedSearchQuery(null)).toBeUndefined();
  });

  it('counts a page under its route, the 404 page under notFound, and nothing else', () => {
    const at = (target: string) => new URL(target, 'https://www.estes.example');
    expect(pageViewSubjectOf(at('/events?month=5'), 200, [])).toEqual({ route: 'planning.events' });
    expect(pageViewSubjectOf(at('/dining'), 200, [])).toEqual({ route: 'planning.restaurants' });
    expect(pageViewSubjectOf(at('/property/booking-1'), 404, [])).toEqual({ route: 'notFound' });
    expect(pageViewSubjectOf(at('/events'), 503, [])).toBeUndefined();
    expect(pageViewSubjectOf(at('/search?q=Hot+Springs'), 200, [searchFoundNothingTag])).toEqual({
      route: 'search',
      emptySearch: 'hot springs',
    });
    expect(pageViewSubjectOf(at('/search?q=elk'), 200, ['planning-approved-events'])).toEqual({ route: 'search' });
  });
});
