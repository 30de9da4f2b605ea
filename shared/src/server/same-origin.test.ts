import { crossSitePostProblem } from './same-origin';

const site = 'https://www.estesparkguide.example';
const problem = (origin: string | string[] | undefined, host = 'www.estesparkguide.example') =>
  crossSitePostProblem({ origin, host }, site, 'Estes Park Guide');

describe('posts from the site’s own pages only', () => {
  it('takes a post from the site’s public origin, or from the host the browser reached', () => {
    expect(problem('https://www.estesparkguide.example')).toBeUndefined();
    expect(problem('http://127.0.0.1:3000', '127.0.0.1:3000')).toBeUndefined();
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
