/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  keptPagesEnd,
  keptPagesList,
  keptPagesStart,
  offlineNotice,
  offlineNoticeStyle,
  savedAtText,
  savedTitle,
  withKeptPages,
  withOfflineNotice,
  withStyleSource,
} from './saved-pages';

// 6:40 AM MDT on a July morning, and later that day; the next day.
const savedAt = new Date('2026-07-14T12:40:00Z');
const sameDay = new Date('2026-07-14T22:00:00Z');
const nextDay = new Date('2026-07-15T15:00:00Z');

describe('a saved page shown offline', () => {
  it('says when it was saved, in Mountain time, with the date once it is another day', () => {
    expect(savedAtText(savedAt, sameDay)).toBe('6:40 AM MDT');
    expect(savedAtText(savedAt, nextDay)).toBe('Tue, Jul 14, 6:40 AM MDT');
    expect(offlineNotice(savedAt, sameDay)).toContain('Saved 6:40 AM MDT — you are offline.');
  });

  it('puts the notice before the app’s root and its style in the head, leaving what hydrates alone', () => {
    const page =
      '<!doctype html><html><head><title>Weather | Estes Park Guide</title></head><body class="x"><div id="root"><main>Now 41°F</main></div></body></html>';
    const shown = withOfflineNotice(page, offlineNotice(savedAt, sameDay));
    expect(shown).toContain('<body class="x"><aside class="saved-copy-notice" aria-label="Offline copy">');
    expect(shown).toContain(`<style>${offlineNoticeStyle}</style></head>`);
    expect(shown).toContain('<div id="root"><main>Now 41°F</main></div>');
  });

  it('admits the notice’s style in the page’s policy by its hash, keeping the page’s own sources', () => {
    const policy = "default-src 'self'; style-src 'self' 'sha256-abc='; img-src 'self'";
    const source = `'sha256-${createHash('sha256').update(offlineNoticeStyle).digest('base64')}'`;
    expect(withStyleSource(policy, source)).toBe(
      `default-src 'self'; style-src ${source} 'self' 'sha256-abc='; img-src 'self'`,
    );
  });
});

describe('the offline page’s list of saved pages', () => {
  it('names each page by its title without the site’s name, newest first, with its save time', () => {
    const list = keptPagesList(
      [
        { path: '/my-trip', title: 'My trip', savedAt },
        { path: '/weather', title: 'Estes Park Weather', savedAt: new Date('2026-07-14T13:10:00Z') },
        { path: '/search?q=elk&page=2', title: undefined, savedAt: undefined },
      ],
      sameDay,
    );
    expect(list).toBe(
      '<li><a href="/weather">Estes Park Weather</a> (saved 7:10 AM MDT)</li>' +
        '<li><a href="/my-trip">My trip</a> (saved 6:40 AM MDT)</li>' +
        '<li><a href="/search?q=elk&amp;page=2">/search?q=elk&amp;page=2</a></li>',
    );
    expect(savedTitle('<title>Estes Park Weather | Estes Park Guide</title>')).toBe('Estes Park Weather');
    expect(savedTitle('<title>My trip</title>')).toBe('My trip');
  });

  it('says so when nothing is saved yet', () => {
    expect(keptPagesList([], sameDay)).toBe('<li>No other page is saved on this device yet.</li>');
  });

  it('replaces what the page says online between its markers', () => {
    const page = `<ul class="kept-pages">${keptPagesStart}<li>Pages you open are saved here</li>${keptPagesEnd}</ul>`;
    expect(withKeptPages(page, '<li>Weather</li>')).toBe('<ul class="kept-pages"><li>Weather</li></ul>');
  });
});
