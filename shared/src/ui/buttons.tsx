/** Buttons and button-styled links. Sponsored outbound links always get the same markers. */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '../theme';
import { VisuallyHidden } from './layout';

export type ButtonTone = 'primary' | 'book' | 'outline' | 'light';

const toneStyles: Record<ButtonTone, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.color.teal};
    color: ${theme.color.white};
    &:hover {
      background: ${theme.color.pine};
    }
  `,
  book: css`
    background: ${theme.color.ember};
    color: ${theme.color.white};
    &:hover {
      background: ${theme.color.emberDark};
    }
  `,
  outline: css`
    background: transparent;
    color: ${theme.color.teal};
    border-color: currentColor;
    &:hover {
      background: ${theme.color.tealWash};
    }
  `,
  light: css`
    background: ${theme.color.white};
    color: ${theme.color.pine};
    &:hover {
      background: ${theme.color.tealMist};
    }
  `,
};

export const buttonStyles = css<{ $tone?: ButtonTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.625rem 1.25rem;
  border: 2px solid transparent;
  border-radius: ${theme.radius.pill};
  font-weight: 700;
  font-size: 0.975rem;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 150ms ease,
    color 150ms ease;
  ${({ $tone = 'primary' }) => toneStyles[$tone]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $tone?: ButtonTone }>`
  ${buttonStyles}
`;

const StyledRouterLink = styled(Link)<{ $tone?: ButtonTone }>`
  ${buttonStyles}
`;

export function ButtonLink({ tone, ...props }: LinkProps & { tone?: ButtonTone }) {
  return <StyledRouterLink $tone={tone} {...props} />;
}

const StyledAnchor = styled.a<{ $tone?: ButtonTone }>`
  ${buttonStyles}
`;

/**
 * An outbound link to a booking partner: new tab, marked sponsored, no opener or referrer
 * leak. Screen readers hear that it opens a new tab.
 */
export function SponsoredLink({
  href,
  children,
  tone = 'book',
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
  tone?: ButtonTone;
}) {
  return (
    // After the rest, so nothing passed through (even past the types) can unset them.
    <StyledAnchor {...rest} href={href} target="_blank" rel="sponsored noopener noreferrer" $tone={tone}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </StyledAnchor>
  );
}
