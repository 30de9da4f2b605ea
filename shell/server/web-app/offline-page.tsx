/**
 * The branded offline page (decision 080): what the service worker shows for a page it never
 * saved when there is no network. The site's header and footer around a short text and links to
 * what works offline; no script (it needs no remote, no network: the worker precaches it), so
 * it is rendered once per process from the shell's own layout. The worker lists the pages saved
 * on the device between the kept-pages markers.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import styled, { ServerStyleSheet } from 'styled-components';
import { Container, GlobalStyle, paths, theme, type PublicSiteSettings } from '@estes/shared';
import { Footer } from '../../src/layout/footer';
import { Header } from '../../src/layout/header';
import { keptPagesEnd, keptPagesStart } from '../../src/service-worker/saved-pages';
import { inlineStyles } from '../pages/html-document';
import { escapeHtml, plainDocumentHead } from '../plain-document';

export const offlinePagePath = '/offline';
export const offlineHeading = 'You are offline';

/** What works with no network once visited (the park pack keeps itself: issue 33). */
const keptForOffline = [
  { href: paths.parkPack(), name: 'Park pack', what: 'your trip, timed entry, safety and getting around, once kept' },
  { href: paths.myTrip(), name: 'My trip', what: 'the places you saved, on this device' },
  { href: paths.weather(), name: 'Weather', what: 'the last reading you saw, with the time it was saved' },
];

function OfflineContent({ siteName }: { siteName: string }) {
  return (
    <Container>
      <Text>
        <h1>{offlineHeading}</h1>
        <p className="lead">
          This device has no connection right now, so {siteName} cannot load this page. Much of Rocky Mountain National
          Park has no phone signal: these pages work without one once you have opened them.
        </p>
        <ul>
          {keptForOffline.map((page) => (
            <li key={page.href}>
              <a href={page.href}>{page.name}</a>: {page.what}
            </li>
          ))}
        </ul>
        <h2>Pages saved on this device</h2>
        <ul
          className="kept-pages"
          dangerouslySetInnerHTML={{
            __html: `${keptPagesStart}<li>Pages you open are saved here as you visit them (the last 30).</li>${keptPagesEnd}`,
          }}
        />
        <p>When the connection is back, reload the page for the latest.</p>
      </Text>
    </Container>
  );
}

const Text = styled.div`
  max-width: 42rem;
  padding: 3rem 0;
  h1 {
    margin-top: 0;
  }
  li + li {
    margin-top: 0.5rem;
  }
  a {
    color: ${theme.color.teal};
  }
`;

const Main = styled.main`
  flex: 1;
`;

const Page = styled.div`
  /* The page has no script, so the header's Menu button could not open its panel: it is left
     out, and the page's own links and the footer lead on. */
  button[aria-controls='mobile-menu'] {
    display: none;
  }
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

export interface OfflineDocument {
  html: string;
  /** The CSP source of each inline style block. */
  styleHashes: string[];
}

export function renderOfflineDocument(settings: PublicSiteSettings): OfflineDocument {
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToString(
      sheet.collectStyles(
        <StaticRouter location={offlinePagePath}>
          <Page>
            <GlobalStyle />
            <Header />
            <Main id="main">
              <OfflineContent siteName={settings.siteName} />
            </Main>
            <Footer />
          </Page>
        </StaticRouter>,
      ),
    );
    const styles = inlineStyles(sheet.getStyleTags());
    const head = plainDocumentHead({
      title: `${offlineHeading} | ${settings.siteName}`,
      extra: [
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
        '<link rel="manifest" href="/manifest.webmanifest">',
        `<meta name="theme-color" content="${escapeHtml(theme.color.teal)}">`,
        styles.html,
      ].join('\n'),
    });
    const html = `<!doctype html>\n<html lang="en-US">\n<head>\n${head}\n</head>\n<body>\n<div id="root">${body}</div>\n</body>\n</html>\n`;
    return { html, styleHashes: styles.styleHashes };
  } finally {
    sheet.seal();
  }
}
