/**
 * Site header (docs/rules/site.md#header): logo, the five section links with the active one
 * highlighted, a search field, the sponsored Book Now button, and below the large breakpoint
 * a menu toggle whose panel offers the search field, the links, Book Now and a tap-to-call
 * link. The search field is a plain GET form to /search: it needs no script. While the menu is
 * open Tab goes round the header and Escape closes it (use-mobile-menu.ts).
 * "My trip" links to the visitor's saved list, with its count after hydration (use-trip-count.ts).
 * The server writes its markup as learned once per active link (shell/server/pages/frame-markup.tsx):
 * it reads nothing else from the location than the active link and the path its partner links name.
 */
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Container, SponsoredLink, mediaDown, mediaUp, phoneHref, theme, useSiteSettings, paths } from '@estes/shared';
import { Logo, logoName } from './logo';
import { MenuToggle } from './menu-toggle';
import { isNavigationItemActive, navigationItems } from './navigation';
import { useMobileMenu } from './use-mobile-menu';
import { useTripCount } from './use-trip-count';

export function Header() {
  const settings = useSiteSettings();
  const { pathname } = useLocation();
  // The booking partner, through our /go (decision 033), with the page it was chosen on.
  const partnerHref = `/go/partner/header?from=${pathname}`;
  const menu = useMobileMenu(pathname);
  const tripCount = useTripCount();

  const links = (onChoose?: () => void) =>
    navigationItems.map((item) => {
      const active = isNavigationItemActive(item, pathname);
      return (
        <li key={item.href}>
          <NavLink
            to={item.href}
            aria-label={item.ariaLabel}
            aria-current={active ? 'page' : undefined}
            $active={active}
            onClick={onChoose}
          >
            {item.name}
          </NavLink>
        </li>
      );
    });

  return (
    <HeaderBar ref={menu.headerRef}>
      <HeaderRow>
        <LogoLink to={paths.home()} aria-label={`${logoName(settings.siteName)}, home`}>
          <Logo siteName={settings.siteName} />
        </LogoLink>
        <DesktopNav aria-label="Main">
          <NavList>{links()}</NavList>
        </DesktopNav>
        <DesktopBook>
          {headerSearch}
          <SponsoredLink href={partnerHref} data-testid="header-book-now">
            Book Now
          </SponsoredLink>
        </DesktopBook>
        <NavLink
          to={paths.myTrip()}
          $active={pathname === paths.myTrip()}
          aria-current={pathname === paths.myTrip() ? 'page' : undefined}
          data-testid="header-my-trip"
        >
          My trip{tripCount > 0 && ` (${tripCount})`}
        </NavLink>
        <MenuToggle ref={menu.toggleRef} open={menu.open} panelId="mobile-menu" onToggle={menu.toggle} />
      </HeaderRow>
      {/* One menu panel a page, so a fixed id, not useId: the server writes the header's markup
          learned once for many pages (shell/server/pages/frame-markup.tsx), so nothing in it may
          depend on its place in the tree, nor on the path beyond what that file's key names. */}
      <MobilePanel id="mobile-menu" hidden={!menu.open} data-testid="mobile-menu">
        <Container>
          {headerSearch}
          <nav aria-label="Main (mobile)">
            <MobileNavList>{links(menu.close)}</MobileNavList>
          </nav>
          <MobileActions>
            <SponsoredLink href={partnerHref} onClick={menu.close}>
              Book Now
            </SponsoredLink>
            <CallLink href={phoneHref(settings.phone)} onClick={menu.close}>
              Call {settings.phone}
            </CallLink>
          </MobileActions>
        </Container>
      </MobilePanel>
    </HeaderBar>
  );
}

const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${theme.color.line};
  backdrop-filter: saturate(1.4) blur(8px);
  form {
    display: flex;
    margin-bottom: 0.75rem;
    border: 1px solid #64748b;
    border-radius: 999px;
  }
  form input,
  form button {
    min-height: 42px;
    border: 0;
    border-radius: inherit;
    background: none;
  }
  form input {
    flex: 1;
    min-width: 0;
    padding-left: 1rem;
    font: inherit;
  }
  form button {
    width: 44px;
    color: ${theme.color.pine};
  }
`;

const HeaderRow = styled(Container)`
  display: flex;
  align-items: center;
  gap: clamp(0.5rem, 2vw, 1.5rem);
  min-height: 68px;
`;

const LogoLink = styled(Link)`
  text-decoration: none;
  margin-right: auto;
  border-radius: ${theme.radius.small};
`;

const DesktopNav = styled.nav`
  ${mediaDown('large')} {
    display: none;
  }
`;

const NavList = styled.ul`
  list-style: none;
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
`;

const NavLink = styled(Link)<{ $active: boolean }>`
  display: block;
  padding: 0.625rem clamp(0.5rem, 1.4vw, 0.875rem);
  border-radius: ${theme.radius.pill};
  font-weight: 600;
  white-space: nowrap;
  color: ${theme.color.body};
  text-decoration: none;
  &:hover {
    background: ${theme.color.tealWash};
    color: ${theme.color.pine};
  }
  ${({ $active }) =>
    $active &&
    css`
      background: ${theme.color.tealMist};
      color: ${theme.color.pine};
    `}
`;

/**
 * A plain GET form to the search page (no script: it works before and without hydration),
 * styled by the header bar.
 */
const headerSearch = (
  <form action="/search" role="search" aria-label="Site search">
    <input type="search" name="q" aria-label="Search the guide" placeholder="Search the guide" />
    <button aria-label="Search">
      <svg viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M14 14l4 4M8.5 3a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z" />
      </svg>
    </button>
  </form>
);

const DesktopBook = styled.div`
  display: flex;
  gap: 1rem;
  form {
    margin: 0;
    width: 12rem;
  }
  ${mediaUp('wide')} {
    gap: 1.5rem;
    form {
      width: 13.5rem;
    }
  }
  ${mediaDown('large')} {
    display: none;
  }
`;

/** Below the header's row; on a short screen (a phone on its side) it scrolls within itself. */
const MobilePanel = styled.div`
  max-height: calc(100dvh - 68px);
  overflow-y: auto;
  border-top: 1px solid ${theme.color.line};
  background: ${theme.color.white};
  box-shadow: ${theme.shadow.raised};
  padding: 0.75rem 0 1.25rem;
  &[hidden] {
    display: none;
  }
  ${mediaUp('large')} {
    display: none;
  }
`;

const MobileNavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  a {
    border-radius: ${theme.radius.medium};
    padding: 0.75rem 1rem;
    font-size: 1.0625rem;
  }
`;

const MobileActions = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-top: 1rem;
`;

const CallLink = styled.a`
  display: block;
  text-align: center;
  padding: 0.75rem 1rem;
  border: 2px solid ${theme.color.teal};
  border-radius: ${theme.radius.pill};
  font-weight: 700;
  color: ${theme.color.teal};
  text-decoration: none;
`;
