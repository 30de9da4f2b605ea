/** A row of links to the guide's main sections, for a page that has nothing to show yet. */
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface BrowseLink {
  href: string;
  label: string;
}

export function BrowseLinks({ label, links }: { label: string; links: readonly BrowseLink[] }) {
  return (
    <Browse aria-label={label}>
      {links.map((link) => (
        <Link key={link.href} to={link.href}>
          {link.label}
        </Link>
      ))}
    </Browse>
  );
}

const Browse = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin-top: 0.75rem;
  a {
    display: inline-block;
    padding: 0.5rem 0;
    font-weight: 700;
  }
`;
