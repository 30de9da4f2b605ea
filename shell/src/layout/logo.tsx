import styled from 'styled-components';
import { theme } from '@estes/shared';

/** What the logo reads, e.g. "Estes Park Visitor Guide" (its link's name must contain it). */
export const logoName = (siteName: string): string => `${siteName.replace(/ Guide$/, '')} Visitor Guide`;

/** The site's mark and wordmark, drawn inline so it paints with the first HTML. */
export function Logo({ siteName }: { siteName: string }) {
  return (
    <LogoRow>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="9" fill={theme.color.teal} />
        <path d="M4 28 L14 12 L19 19 L23 14 L32 28 Z" fill={theme.color.white} />
        <path d="M14 12 L17.2 17.1 L15.6 16.2 L14 18 L12.4 16.2 L10.9 17 Z" fill={theme.color.tealMist} />
        <path d="M23 14 L26 18.8 L24.4 18 L23 19.4 L21.6 18.2 Z" fill={theme.color.tealMist} />
      </svg>
      <Wordmark>
        <strong>{siteName.replace(/ Guide$/, '')}</strong> <span>Visitor Guide</span>
      </Wordmark>
    </LogoRow>
  );
}

const LogoRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  svg {
    flex-shrink: 0;
  }
`;

const Wordmark = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.05;
  strong {
    white-space: nowrap;
    font-family: ${theme.font.heading};
    font-size: 1.25rem;
    color: ${theme.color.ink};
  }
  span {
    font-size: 0.6875rem;
    font-weight: 700;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${theme.color.teal};
  }
`;
