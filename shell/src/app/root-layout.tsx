import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { GlobalStyle, theme } from '@estes/shared';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { PageHeadSync } from './page-head-sync';

/** The frame around every route: header, main content, footer. */
export function RootLayout() {
  return (
    <Page>
      <GlobalStyle />
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <PageHeadSync />
      {/* A new page starts at its top at once; back and forward return to where the visitor was
          (positions kept per history entry in sessionStorage by the router). */}
      <ScrollRestoration />
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 100;
  padding: 0.75rem 1rem;
  background: ${theme.color.ink};
  color: ${theme.color.white};
  border-radius: ${theme.radius.small};
  &:focus {
    top: 1rem;
  }
`;
