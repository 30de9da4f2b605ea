/**
 * Site footer (docs/rules/site.md#footer): four link groups, a four-column grid on wide screens and
 * independent accordions on small ones (several may be open), the affiliate disclosure,
 * copyright line and legal links. The server writes its markup as learned once per active link
 * (shell/server/pages/frame-markup.tsx): it reads nothing else from the location than the path
 * its partner link names, unless that file's key names it too.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  Container,
  VisuallyHidden,
  mediaDown,
  mediaUp,
  paths,
  phoneHref,
  siteFacts,
  theme,
  useSiteSettings,
} from '@estes/shared';
import { footerGroups, type FooterGroup } from './navigation';

export function Footer() {
  const settings = useSiteSettings();
  const { pathname } = useLocation();
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <FooterBar>
      <Container>
        <Intro>
          <p>
            <strong>{settings.siteName}</strong> helps you plan a stay in Estes Park and Rocky Mountain National Park:
            where to sleep, what to do, where to eat and what the weather is doing.
          </p>
          <p>
            Questions? Call <a href={phoneHref(settings.phone)}>{settings.phone}</a> or write to{' '}
            <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>.
          </p>
        </Intro>
        <Groups>
          {/* The booking partner through our /go (decision 033), with the page it was chosen on. */}
          {footerGroups(`/go/partner/footer?from=${pathname}`).map((group) => (
            <FooterGroupBlock
              key={group.id}
              group={group}
              open={openGroups.has(group.id)}
              onToggle={() => toggle(group.id)}
            />
          ))}
        </Groups>
        <Disclosure>
          Bookings are made with third-party partners. We may earn an affiliate commission when you book through links
          marked sponsored, at no extra cost to you.
        </Disclosure>
        <BottomRow>
          <p>
            © {siteFacts.copyrightYear} {settings.siteName}. All rights reserved.
          </p>
          <LegalLinks aria-label="Legal">
            <Link to={paths.privacyPolicy()}>Privacy Policy</Link>
            <Link to={paths.termsOfService()}>Terms of Service</Link>
            <Link to={paths.accessibility()}>Accessibility</Link>
          </LegalLinks>
        </BottomRow>
      </Container>
    </FooterBar>
  );
}

function FooterGroupBlock({ group, open, onToggle }: { group: FooterGroup; open: boolean; onToggle: () => void }) {
  const listId = `footer-group-${group.id}`;
  return (
    <GroupSection aria-labelledby={`${listId}-heading`} data-testid={`footer-group-${group.id}`}>
      <WideHeading id={`${listId}-heading`}>{group.title}</WideHeading>
      <NarrowHeading>
        <AccordionButton type="button" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
          {group.title}
          <Chevron $open={open} aria-hidden="true" />
        </AccordionButton>
      </NarrowHeading>
      <GroupLinks id={listId} $open={open}>
        {group.links.map((link) =>
          link.external ? (
            <li key={link.name}>
              <a href={link.href} target="_blank" rel="sponsored noopener noreferrer">
                {link.name}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          ) : (
            <li key={link.name}>
              <Link to={link.href}>{link.name}</Link>
            </li>
          ),
        )}
      </GroupLinks>
    </GroupSection>
  );
}

const FooterBar = styled.footer`
  margin-top: auto;
  background: ${theme.color.pineDark};
  color: #d5e7e4;
  padding: 3rem 0 1.5rem;
  a {
    color: ${theme.color.white};
  }
`;

const Intro = styled.div`
  max-width: 40rem;
  margin-bottom: 2rem;
  strong {
    color: ${theme.color.white};
  }
`;

const Groups = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  ${mediaUp('large')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 2rem;
  }
`;

const GroupSection = styled.section`
  ${mediaDown('large')} {
    border-top: 1px solid rgba(255, 255, 255, 0.16);
  }
`;

const WideHeading = styled.h2`
  font-family: inherit;
  font-size: 1rem;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.color.white};
  margin-bottom: 1rem;
  ${mediaDown('large')} {
    display: none;
  }
`;

const NarrowHeading = styled.h2`
  margin: 0;
  font-family: inherit;
  font-size: 1rem;
  ${mediaUp('large')} {
    display: none;
  }
`;

const AccordionButton = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  min-height: 52px;
  padding: 0.75rem 0;
  background: none;
  border: 0;
  color: ${theme.color.white};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  cursor: pointer;
`;

const Chevron = styled.span<{ $open: boolean }>`
  width: 10px;
  height: 10px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: ${({ $open }) => ($open ? 'rotate(-135deg)' : 'rotate(45deg)')};
  transition: transform 200ms ease;
`;

const GroupLinks = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0 0 1rem;
  display: grid;
  gap: 0.5rem;
  a {
    display: inline-block;
    padding: 0.25rem 0;
    color: #d5e7e4;
    text-decoration: none;
  }
  a:hover {
    color: ${theme.color.white};
    text-decoration: underline;
  }
  ${mediaDown('large')} {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
  }
`;

const Disclosure = styled.p`
  margin: 2rem 0 0;
  font-size: 0.875rem;
  color: #b6cfcb;
`;

const BottomRow = styled.div`
  margin-top: 1.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid rgba(255, 255, 255, 0.16);
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  justify-content: space-between;
  font-size: 0.875rem;
  p {
    margin: 0;
  }
`;

const LegalLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 1.25rem;
`;
