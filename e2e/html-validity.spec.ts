/**
 * Valid HTML (issue 28): the page the server sends for one sample of every route of the route
 * table (e2e/route-samples.ts) and for the 404 page passes the Nu HTML Checker with no error.
 * Its warnings are listed in the test's annotations. The checker's own check comes first: a
 * document with the mistakes the site once made is caught.
 */
import { checkHtml, describeHtmlMessage, type HtmlCheckerMessage } from '../tools/lib/html-checker';
import { expect, test } from './fixtures';
import { everyRouteSample, notFoundSample } from './route-samples';

const errorsOf = (messages: readonly HtmlCheckerMessage[]) =>
  messages.filter((message) => message.kind === 'error').map(describeHtmlMessage);

test('the checker catches the mistakes it is here for', () => {
  const messages = checkHtml([
    {
      name: 'mistakes',
      html: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mistakes</title><meta property="csp-nonce" nonce="n"></head><body><span aria-label="Rated 9.2 out of 10">9.2</span><input name="a" autocomplete="street-address"></body></html>',
    },
  ]);
  const errors = errorsOf(messages);
  expect(errors).toHaveLength(3);
  expect(errors).toEqual(
    expect.arrayContaining([
      expect.stringContaining('missing required attribute “content”'),
      expect.stringContaining('“aria-label” attribute must not be specified on any “span” element'),
      expect.stringContaining('“street-address”'),
    ]),
  );
});

test('every route’s sample page and the 404 page pass the Nu HTML Checker with no error', async ({ request }) => {
  test.setTimeout(180_000);
  const pages = [...everyRouteSample().map(({ url }) => url), notFoundSample];
  const documents = [];
  for (const url of pages) {
    const response = await request.get(url);
    expect(response.headers()['content-type'], url).toContain('text/html');
    documents.push({ name: url, html: await response.text() });
  }
  const messages = checkHtml(documents);
  for (const warning of messages.filter((message) => message.kind === 'warning')) {
    test.info().annotations.push({ type: 'HTML checker warning', description: describeHtmlMessage(warning) });
  }
  expect(errorsOf(messages)).toEqual([]);
});
