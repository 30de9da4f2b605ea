/**
 * The one component of the static legal pages (privacy policy, terms of service, accessibility):
 * back-to-home link, 'Last updated' date, a table of contents and the document (its text is data,
 * src/data/legal/*.json), with the site-wide phone and e-mail filled in.
 */
import { intlFormat, parseISO } from 'date-fns';
import { Fragment, type ReactNode } from 'react';
import { Link } from '@estes/shared';
import styled from 'styled-components';
import { Container, mediaUp, paths, phoneHref, theme, useSiteSettings, type PublicSiteSettings } from '@estes/shared';
import { pageViewsLeftOut } from '@estes/shared/text/site-texts';
import type { LegalBlock, LegalDocument } from '../../data/legal/legal-document';

/**
 * Replaces {phone} and {email} with links to the site-wide contact details, and {pageViewsLeftOut}
 * with the sentence the console's Page views page says too (site-texts.ts).
 */
function withContactDetails(text: string, settings: PublicSiteSettings): ReactNode[] {
  return text.split(/(\{phone\}|\{email\}|\{pageViewsLeftOut\})/).map((part, index) => {
    if (part === '{phone}')
      return (
        <a key={index} href={phoneHref(settings.phone)}>
          {settings.phone}
        </a>
      );
    if (part === '{email}')
      return (
        <a key={index} href={`mailto:${settings.contactEmail}`}>
          {settings.contactEmail}
        </a>
      );
    if (part === '{pageViewsLeftOut}') return <Fragment key={index}>{pageViewsLeftOut.text}</Fragment>;
    return <Fragment key={index}>{part}</Fragment>;
  });
}

function Block({ block, settings }: { block: LegalBlock; settings: PublicSiteSettings }) {
  if (typeof block === 'string') return <p>{withContactDetails(block, settings)}</p>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{withContactDetails(item, settings)}</li>
      ))}
    </ul>
  );
}

export function LegalPage({ document }: { document: LegalDocument }) {
  const settings = useSiteSettings();
  // Intl's formatting (built into browsers and Node) rather than date-fns' own format(): the
  // same text, without 20 KB of formatter code in the page.
  const lastUpdated = intlFormat(
    parseISO(document.lastUpdated),
    { year: 'numeric', month: 'long', day: 'numeric' },
    { locale: 'en-US' },
  );
  return (
    <Container>
      <Article>
        <BackLink to={paths.home()}>← Back to home</BackLink>
        <h1>{document.title}</h1>
        <Updated>
          Last updated <time dateTime={document.lastUpdated}>{lastUpdated}</time>
        </Updated>
        <Intro>{withContactDetails(document.intro, settings)}</Intro>
        <Contents aria-labelledby="contents-heading">
          <h2 id="contents-heading">On this page</h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </Contents>
        {document.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} settings={settings} />
            ))}
          </section>
        ))}
      </Article>
    </Container>
  );
}

const Article = styled.article`
  max-width: 46rem;
  margin: 0 auto;
  padding: 2rem 0 4rem;
  h1 {
    font-size: clamp(2rem, 1.5rem + 2vw, 2.75rem);
    margin-top: 1rem;
  }
  h2 {
    font-size: 1.5rem;
    margin-top: 2.25rem;
    scroll-margin-top: 88px;
  }
  ul {
    padding-left: 1.25rem;
  }
  li {
    margin-bottom: 0.4rem;
  }
  ${mediaUp('medium')} {
    padding-top: 3rem;
  }
`;

const BackLink = styled(Link)`
  font-weight: 600;
`;

const Updated = styled.p`
  color: ${theme.color.muted};
  font-size: 0.9375rem;
`;

const Intro = styled.p`
  font-size: 1.125rem;
`;

const Contents = styled.nav`
  margin: 2rem 0;
  padding: 1.25rem 1.5rem;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.tealWash};
  border: 1px solid ${theme.color.tealMist};
  h2 {
    margin: 0 0 0.5rem;
    font-family: inherit;
    font-size: 1rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    columns: 1;
    ${mediaUp('medium')} {
      columns: 2;
      column-gap: 2rem;
    }
  }
`;
