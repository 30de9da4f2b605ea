/** The bar under the site header on an article: back to the blog and the breadcrumb. */
import styled from 'styled-components';
import { Container, Link, mediaUp, paths, theme } from '@estes/shared';

/** The site header stays at the top (68 px); the bar sticks just below it. */
export const siteHeaderHeight = '68px';

export function ArticleTopBar({ title }: { title: string }) {
  return (
    <TopBar>
      <Container>
        <Link to={paths.blog()}>← Back to Blog</Link>
        <nav aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to={paths.home()}>Home</Link>
            </li>
            <li>
              <Link to={paths.blog()}>Blog</Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </Container>
    </TopBar>
  );
}

const TopBar = styled.div`
  position: sticky;
  top: ${siteHeaderHeight};
  z-index: 20;
  background: rgba(255, 255, 255, 0.96);
  border-bottom: 1px solid ${theme.color.line};
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 1.5rem;
    min-height: 3rem;
    padding-top: 0.25rem;
    padding-bottom: 0.25rem;
  }
  a {
    color: ${theme.color.teal};
    font-weight: 600;
    display: inline-block;
    padding: 0.5rem 0;
  }
  ol {
    display: flex;
    flex-wrap: wrap;
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: 0.9rem;
    color: ${theme.color.muted};
    min-width: 0;
  }
  li + li::before {
    content: '›';
    margin: 0 0.5rem;
  }
  li[aria-current] {
    max-width: 22ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    align-self: center;
    ${mediaUp('medium')} {
      max-width: 48ch;
    }
  }
`;
