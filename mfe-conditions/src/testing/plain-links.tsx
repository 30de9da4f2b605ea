/**
 * For page tests: react-router-dom with its `Link` rendered as a plain anchor, so a test sees the
 * page's own links and not the router's behaviour. Use it in a test file as
 * `jest.mock('react-router-dom', () => jest.requireActual('<path>/testing/plain-links').routerWithPlainLinks());`
 */
import type { ReactNode } from 'react';

interface PlainLinkProps {
  to: string;
  children: ReactNode;
  preventScrollReset?: boolean;
}

export function PlainLink({ to, children, preventScrollReset: _ignored, ...rest }: PlainLinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export function routerWithPlainLinks(): object {
  return { ...jest.requireActual<object>('react-router-dom'), Link: PlainLink };
}
