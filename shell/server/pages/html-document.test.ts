/** @jest-environment node */
import { createHash } from 'node:crypto';
import { inlineStyles } from './html-document';
import { contentSecurityPolicy, emptyStyleHashSource, styleHashSource } from '../security-headers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline styles and the hashes that admit them (decision 049)', () => {
  it('hashes the text of each style block exactly as the page carries it', () => {
    const tags = '<style data-styled="true" data-styled-version="6.6.0">.a{color:red;}/*!sc*/\n</style>';
    const { html, styleHashes } = inlineStyles(tags);
    expect(html).toBe(tags);
    expect(styleHashes).toEqual([sha256('.a{color:red;}/*!sc*/\n')]);
  });

  it('hashes what the browser’s parser will read: CR LF and CR as LF, NUL as U+FFFD', () => {
    const { html, styleHashes } = inlineStyles('<style>.a{}\r\n.b{}\r.c{content:"\0"}</style>');
    expect(html).toBe('<style>.a{}\n.b{}\n.c{content:"\ufffd"}</style>');
    expect(styleHashes).toEqual([sha256('.a{}\n.b{}\n.c{content:"\ufffd"}')]);
  });

  it('gives every block its own hash and none for no styles', () => {
    expect(inlineStyles('<style>a{}</style>\n<style>b{}</style>').styleHashes).toEqual([sha256('a{}'), sha256('b{}')]);
    expect(inlineStyles('')).toEqual({ html: '', styleHashes: [] });
  });

  it('gives the same styles the same block and hashes again, each render its own list', () => {
    const tags = '<style data-styled="true">.kept{color:red;}\r\n</style>';
    const first = inlineStyles(tags);
    first.styleHashes.push("'sha256-injected'");
    const again = inlineStyles(`${tags.slice(0, 20)}${tags.slice(20)}`);
    expect(again).toEqual({
      html: '<style data-styled="true">.kept{color:red;}\n</style>',
      styleHashes: [sha256('.kept{color:red;}\n')],
    });
    expect(inlineStyles('<style>.other{}</style>').styleHashes).toEqual([sha256('.other{}')]);
  });

  it('refuses anything in the style tags that is not a style element', () => {
    expect(() => inlineStyles('<style>a{}</style><script>alert(1)</script>')).toThrow(/more than style elements/);
  });

  it('puts the hashes into style-src with the empty style element’s, and no nonce or unsafe-inline', () => {
    const policy = contentSecurityPolicy({ styleHashes: [styleHashSource('a{}')], remoteOrigins: [], https: false });
    const styleSrc = policy.split('; ').find((directive) => directive.startsWith('style-src '));
    expect(styleSrc).toBe(`style-src 'self' ${sha256('')} ${sha256('a{}')}`);
    expect(emptyStyleHashSource).toBe(sha256(''));
    expect(policy).not.toMatch(/nonce|unsafe-inline/);
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ styleHashes: [], remoteOrigins: [], https: true })).toContain(
      'upgrade-insecure-requests',
    );
  });
});
