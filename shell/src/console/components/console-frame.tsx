/** The console's frame: the site's name, the pages the signed-in role may open (the shell's and the areas'), and the page. */
import styled from 'styled-components';
import { Container, mediaUp, theme } from '@estes/shared';
import type { ConsoleSession } from '../console-api';
import { consolePaths } from '../console-paths';
import { pagesFor, useConsolePages } from '../console-pages';
import { ConsoleLink, useNavigation } from '../navigation';

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  padding: 0.5rem 1rem;
  background: ${theme.color.white};
  color: ${theme.color.pine};
  font-weight: 700;
  z-index: 10;
  &:focus {
    top: 0.5rem;
  }
`;

const Header = styled.header`
  background: ${theme.color.pine};
  color: ${theme.color.white};
  a {
    color: ${theme.color.white};
  }
`;

const HeaderRow = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  padding-top: 0.75rem;
  padding-bottom: 0.75rem;
`;

const Brand = styled.p`
  margin: 0;
  font-family: ${theme.font.heading};
  font-size: 1.2rem;
  font-weight: 700;
  a {
    text-decoration: none;
  }
  span {
    font-family: ${theme.font.body};
    font-size: 0.95rem;
    font-weight: 400;
    opacity: 0.9;
  }
`;

const Nav = styled.nav`
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 0.5rem 0;
    min-height: 44px;
    line-height: 1.75rem;
    font-weight: 600;
  }
  a[aria-current='page'] {
    text-decoration-thickness: 3px;
    text-underline-offset: 6px;
  }
`;

const Main = styled.main`
  padding: 1.5rem 0 3rem;
  ${mediaUp('medium')} {
    padding: 2.5rem 0 4rem;
  }
`;

export function ConsoleFrame({ session, children }: { session?: ConsoleSession; children: React.ReactNode }) {
  const { path } = useNavigation();
  const { pages } = useConsolePages();
  const links = session
    ? [{ path: consolePaths.home, title: 'Console home' }, ...pagesFor(pages, session.account.role)]
    : [];
  return (
    <>
      <SkipLink href="#console-main">Skip to the page</SkipLink>
      <Header>
        <HeaderRow>
          <Brand>
            <a href="/">Estes Park Guide</a> <span>Operator console</span>
          </Brand>
          {links.length > 0 && (
            <Nav aria-label="Console">
              <ul>
                {links.map((link) => (
                  <li key={link.path}>
                    <ConsoleLink href={link.path} aria-current={path === link.path ? 'page' : undefined}>
                      {link.title}
                    </ConsoleLink>
                  </li>
                ))}
              </ul>
            </Nav>
          )}
        </HeaderRow>
      </Header>
      <Main id="console-main" tabIndex={-1}>
        <Container>{children}</Container>
      </Main>
    </>
  );
}
