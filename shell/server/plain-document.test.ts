/** The small documents' one head: the same four lines for each, the title escaped once. */
import { plainDocumentHead } from './plain-document';

it('gives the character set, viewport, noindex and an escaped title, then what the caller adds', () => {
  expect(plainDocumentHead({ title: `Operator console · Bob's <Lodge> & "Co"`, extra: '<link rel="icon" href="/x">' }))
    .toBe(`<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Operator console · Bob&#39;s &lt;Lodge&gt; &amp; &quot;Co&quot;</title>
<link rel="icon" href="/x">`);
  expect(plainDocumentHead({ title: 'x' }).endsWith('<title>x</title>')).toBe(true);
});
