import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { GlobalStyle, theme } from '@estes/shared';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { PageHeadSync } from './page-head-sync';
import { ScrollPosition } from './scroll-position';

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
      <ScrollPosition />
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
