/** @jest-environment node */
import { cachingRuleFor, isKeepableAnswer } from './caching-rules';

const site = 'https://www.estesparkguide.example';
const get = (path: string, isNavigation = false) => ({ method: 'GET', url: new URL(path, site), isNavigation });

describe('what the service worker keeps, and how (decision 080)', () => {
  it('keeps versioned files and answers them from what it kept first', () => {
    expect(cachingRuleFor(get('/remotes/lodging/0.1.0-build.20261127.019a80df/remoteEntry.js'), site)).toBe(
      'immutable-file',
    );
    expect(cachingRuleFor(get('/remotes/conditions/1.2.0/chunks/weather.0a1b2c3d4e.js'), site)).toBe('immutable-file');
    expect(cachingRuleFor(get('/assets/chunks/bootstrap.0a1b2c3d4e.js'), site)).toBe('immutable-file');
    // main.js keeps its name across builds: each page names it with the build's hash.
    expect(cachingRuleFor(get('/assets/main.js?3f9c2a1b'), site)).toBe('immutable-file');
  });

  it('asks the network first for the shell entry named without its hash, which changes in place', () => {
    expect(cachingRuleFor(get('/assets/main.js'), site)).toBe('other-file');
  });

  it('asks the network first for the pointer to live versions, pages and API reads', () => {
    expect(cachingRuleFor(get('/remotes.json'), site)).toBe('pointer');
    expect(cachingRuleFor(get('/weather', true), site)).toBe('page');
    expect(cachingRuleFor(get('/search?q=elk', true), site)).toBe('page');
    expect(cachingRuleFor(get('/api/conditions/weather'), site)).toBe('api-read');
  });

  it('never touches posts, other origins, the console, partner hand-offs or the beacon', () => {
    expect(cachingRuleFor({ ...get('/api/planning/trip-requests'), method: 'POST' }, site)).toBe('never');
    expect(cachingRuleFor({ ...get('/weather', true), method: 'POST' }, site)).toBe('never');
    expect(cachingRuleFor(get('https://tile.openstreetmap.org/12/1/2.png'), site)).toBe('never');
    expect(cachingRuleFor(get('/console', true), site)).toBe('never');
    expect(cachingRuleFor(get('/console/deploys', true), site)).toBe('never');
    expect(cachingRuleFor(get('/console/api/areas'), site)).toBe('never');
    expect(cachingRuleFor(get('/api/console/reports'), site)).toBe('never');
    expect(cachingRuleFor(get('/assets/console/console.0a1b2c3d4e.js'), site)).toBe('never');
    expect(cachingRuleFor(get('/remotes/lodging/1.0.0/console/remoteEntry.js'), site)).toBe('never');
    expect(cachingRuleFor(get('/go/partner/header?from=/', true), site)).toBe('never');
    expect(cachingRuleFor(get('/go/property/booking-9100001'), site)).toBe('never');
    expect(cachingRuleFor(get('/sw.js'), site)).toBe('never');
    expect(cachingRuleFor(get('/dev-remotes/lodging/remoteEntry.js'), site)).toBe('never');
  });

  it('still tells pages whose names only start like the console apart from it', () => {
    expect(cachingRuleFor(get('/consoles-of-the-west', true), site)).toBe('page');
  });

  it('leaves other files of the site to the network, answered from a cache only when it fails', () => {
    expect(cachingRuleFor(get('/icons/icon-192.png'), site)).toBe('other-file');
    expect(cachingRuleFor(get('/favicon.svg'), site)).toBe('other-file');
  });
});

describe('which answers may be kept', () => {
  const answer = (status: number, cacheControl?: string, type = 'basic') => ({
    status,
    type,
    headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}),
  });

  it('keeps a whole answer meant for everyone', () => {
    expect(isKeepableAnswer(answer(200, 'public, max-age=0, s-maxage=1'))).toBe(true);
    expect(isKeepableAnswer(answer(200))).toBe(true);
    expect(isKeepableAnswer(answer(200, 'no-cache'))).toBe(true);
  });

  it('never keeps one visitor’s answer, one never to be stored, an error or a partial answer', () => {
    expect(isKeepableAnswer(answer(200, 'private, max-age=60'))).toBe(false);
    expect(isKeepableAnswer(answer(200, 'private, no-store'))).toBe(false);
    expect(isKeepableAnswer(answer(200, 'public,no-store'))).toBe(false);
    expect(isKeepableAnswer(answer(404, 'public'))).toBe(false);
    expect(isKeepableAnswer(answer(503))).toBe(false);
    expect(isKeepableAnswer(answer(206))).toBe(false);
    expect(isKeepableAnswer(answer(200, undefined, 'opaque'))).toBe(false);
  });
});
