/** @jest-environment node */
import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import styled, { ServerStyleSheet } from 'styled-components';
import { Container, SponsoredLink, VisuallyHidden } from '@estes/shared';
import { RootLayout } from '../../src/app/root-layout';
import { FrameMarkup, layoutWithFrame, withRootLayout } from './frame-markup';
import { StyleRulesMemo } from './style-rules-memo';

const Highlight = styled.p<{ $strong: boolean }>`
  font-weight: ${({ $strong }) => ($strong ? 700 : 400)};
`;

/** A page's content using pieces the header and footer use too, with another look, and a useId. */
function Content() {
  const { pathname } = useLocation();
  const id = useId();
  return (
    <Container>
      <Highlight id={id} $strong={pathname.length > 5}>
        {pathname}
      </Highlight>
      <SponsoredLink href="/go/partner/page" tone="primary">
        Book
      </SponsoredLink>
      <VisuallyHidden>hidden</VisuallyHidden>
    </Container>
  );
}

const routes: RouteObject[] = [{ id: 'root', Component: RootLayout, children: [{ path: '*', Component: Content }] }];

/** One render as renderPage does it: markup and style tags, the frame written when it is known. */
async function render(pathname: string, memo: StyleRulesMemo, frame?: FrameMarkup) {
  const sheet = new ServerStyleSheet();
  memo.attach(sheet);
  try {
    const parts = frame?.partsFor(pathname);
    const handler = createStaticHandler(
      parts ? withRootLayout(routes, layoutWithFrame(parts, pathname, sheet.instance)) : routes,
    );
    const context = await handler.query(new Request(`https://guide.example${pathname}`));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />,
      ),
    );
    if (!parts) frame?.learnFrom(pathname, html);
    return { html, styles: sheet.getStyleTags(), written: parts !== undefined };
  } finally {
    sheet.seal();
  }
}

const paths = [
  '/',
  '/events',
  '/accommodations',
  '/property/booking-9100001',
  '/blog/elk-viewing-guide',
  '/blog',
  "/o'neil&sons",
  '/my-trip',
  '/restaurants',
  '/weather',
];

describe('FrameMarkup', () => {
  it('writes the same page, markup and styles, as a render of the global style, header and footer would', async () => {
    const memo = new StyleRulesMemo({ maxBytes: 1024 * 1024 });
    const frame = new FrameMarkup(memo);
    const written: string[] = [];
    for (const pathname of [...paths, ...paths]) {
      const page = await render(pathname, memo, frame);
      expect(page.html).toContain('Skip to content');
      expect({ html: page.html, styles: page.styles }).toEqual(
        await render(pathname, new StyleRulesMemo({ maxBytes: 1024 * 1024 })).then(({ html, styles }) => ({
          html,
          styles,
        })),
      );
      if (page.written) written.push(pathname);
    }
    // Learned from the first page with each active link, written for every later one.
    expect(written).toEqual(['/events', '/property/booking-9100001', '/blog', "/o'neil&sons", '/weather', ...paths]);
  });

  it('names the page in the partner links with the path escaped as React writes it', async () => {
    const memo = new StyleRulesMemo({ maxBytes: 1024 * 1024 });
    const frame = new FrameMarkup(memo);
    await render('/', memo, frame);
    const page = await render("/o'neil&sons", memo, frame);
    expect(page.written).toBe(true);
    expect(page.html).toContain('href="/go/partner/header?from=/o&#x27;neil&amp;sons"');
    expect(page.html).toContain('href="/go/partner/footer?from=/o&#x27;neil&amp;sons"');
  });

  it('never writes a frame the page it was learned from does not have', () => {
    const frame = new FrameMarkup(new StyleRulesMemo({ maxBytes: 1024 * 1024 }));
    frame.learnFrom('/', '<div>a page without the site header</div>');
    expect(frame.partsFor('/')).toBeUndefined();
    expect(frame.partsFor('/events')).toBeUndefined();
  });
});
