/**
 * The pages of a list (lodging results, the events calendar): Previous, one link per page and
 * Next, as plain links with the page in the address, so they work before (or without) the
 * page's script and each page can be shared. The current page is marked `aria-current="page"`.
 *
 * Imported as `@estes/shared/ui/page-links`, never through `@estes/shared`.
 */
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
// Through the federated singleton: one router and one theme for every app of the page.
import { Link, theme } from '@estes/shared';

export interface PageLinksProps {
  /** The navigation landmark's name ("Events pages"). */
  label: string;
  page: number;
  pageCount: number;
  /** The address of a page. */
  hrefOf: (page: number) => string;
  previousLabel?: ReactNode;
  nextLabel?: ReactNode;
  /** At the first or last page, Previous/Next are left out (`hide`) or shown greyed (`disabled`). */
  ends?: 'hide' | 'disabled';
  /** The current page as a link to itself (`link`) or as plain text (`text`). */
  current?: 'link' | 'text';
  /** Keep the scroll position when a page link is followed. */
  preventScrollReset?: boolean;
  className?: string;
}

export function PageLinks({
  label,
  page,
  pageCount,
  hrefOf,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  ends = 'hide',
  current = 'link',
  preventScrollReset = false,
  className,
}: PageLinksProps) {
  const end = (to: number, rel: 'prev' | 'next', text: ReactNode, available: boolean) => {
    if (available) {
      return (
        <PageLink to={hrefOf(to)} rel={rel} preventScrollReset={preventScrollReset}>
          {text}
        </PageLink>
      );
    }
    return ends === 'disabled' ? <PageOff aria-disabled="true">{text}</PageOff> : null;
  };
  return (
    <Pages aria-label={label} className={className}>
      {end(page - 1, 'prev', previousLabel, page > 1)}
      <ol>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            {number === page && current === 'text' ? (
              <PageHere aria-current="page">{number}</PageHere>
            ) : (
              <PageLink
                to={hrefOf(number)}
                preventScrollReset={preventScrollReset}
                aria-label={`Page ${number}`}
                aria-current={number === page ? 'page' : undefined}
              >
                {number}
              </PageLink>
            )}
          </li>
        ))}
      </ol>
      {end(page + 1, 'next', nextLabel, page < pageCount)}
    </Pages>
  );
}

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  margin: 2rem 0 3rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const pageStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid #94a3b8;
  border-radius: ${theme.radius.small};
  color: ${theme.color.ink};
  font-weight: 700;
  text-decoration: none;
  background: ${theme.color.white};
`;

const currentStyle = css`
  background: ${theme.color.teal};
  border-color: ${theme.color.teal};
  color: ${theme.color.white};
`;

const PageLink = styled(Link)`
  ${pageStyle}
  &[aria-current='page'] {
    ${currentStyle}
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.tealBright};
    outline-offset: 2px;
  }
`;

const PageHere = styled.span`
  ${pageStyle}
  ${currentStyle}
`;

const PageOff = styled.span`
  ${pageStyle}
  color: ${theme.color.muted};
  background: ${theme.color.surface};
`;
