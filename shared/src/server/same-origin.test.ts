import { crossSitePostProblem } from './same-origin';

const site = 'https://www.estesparkguide.example';
const problem = (origin: string | string[] | undefined, host = 'www.estesparkguide.example') =>
  crossSitePostProblem({ origin, host }, site, 'Estes Park Guide');

describe('posts from the site’s own pages only', () => {
  it('takes a post from the site’s public origin, or from this machine under the name the browser reached', () => {
    expect(problem('https://www.estesparkguide.example')).toBeUndefined();
    expect(problem('https://www.estesparkguide.example', 'origin.internal:3000')).toBeUndefined();
    expect(problem('http://127.0.0.1:3000', '127.0.0.1:3000')).toBeUndefined();
    expect(problem('http://localhost:3101', 'localhost:3101')).toBeUndefined();
    expect(problem('http://[::1]:3000', '[::1]:3000')).toBeUndefined();
  });

  it.each([
    ['https://evil.example', 'evil.example'],
    ['http://rebound.evil.example:3000', 'rebound.evil.example:3000'],
    ['http://192.168.1.20:3000', '192.168.1.20:3000'],
    ['http://localhost:8080', 'localhost:3000'],
  ])('refuses a post whose Origin %s matches only a Host a client wrote (%s)', (origin, host) => {
    expect(problem(origin, host)).toBeDefined();
  });

  it('takes a request that names no page (not from a browser’s page)', () => {
    expect(problem(undefined)).toBeUndefined();
    expect(problem('')).toBeUndefined();
  });

  it.each([
    'https://evil.example',
    'https://estesparkguide.example',
    'https://www.estesparkguide.example.evil.example',
    'null',
    'not a url',
  ])('refuses a post from %s, and says where to send it from', (origin) => {
    expect(problem(origin)).toBe(
      'This form can only be sent from a page of Estes Park Guide. Please open the page on www.estesparkguide.example and send it from there.',
    );
  });

  it('refuses two Origin headers', () => {
    expect(problem(['https://www.estesparkguide.example', 'https://evil.example'])).toBeDefined();
  });
});
