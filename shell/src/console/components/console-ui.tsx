/**
 * The console's building blocks for the shell's pages: the page's heading, which follows the
 * shell's navigation, and the parts every console page shares, from `@estes/shared/console/ui`
 * (one copy for the shell's pages and the areas', decision 072).
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { useNavigation } from '../navigation';

export { ButtonRow, Facts, ItemList, Notice, Panel, When } from '@estes/shared/console/ui';

const Heading = styled.h1`
  font-size: clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem);
  margin: 0 0 1rem;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.ember};
  }
`;

/**
 * The page's heading; it names the browser tab too. After a navigation inside the console it
 * takes focus, so the next Tab starts from the new page, and a screen reader reads its name.
 */
export function PageTitle({ children }: { children: string }) {
  const { navigated } = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${children} · Operator console`;
    if (navigated) heading.current?.focus();
  }, [children, navigated]);
  return (
    <Heading ref={heading} tabIndex={-1}>
      {children}
    </Heading>
  );
}
