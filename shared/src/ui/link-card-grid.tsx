import styled from 'styled-components';
// Through the singleton: this module is bundled by each app that uses it (`@estes/shared/page-frame`).
import { CardGrid, Link, theme } from '@estes/shared';
import { Card } from './card';

export interface LinkCard {
  title: string;
  href: string;
  text: string;
}

/** A grid of cards, each a titled link with a line of text: the site's "where next" block. */
export function LinkCardGrid({ links }: { links: readonly LinkCard[] }) {
  return (
    <CardGrid>
      {links.map((link) => (
        <Card as="li" $padded key={link.href}>
          <h3>
            <CardLink to={link.href}>{link.title}</CardLink>
          </h3>
          <p>{link.text}</p>
        </Card>
      ))}
    </CardGrid>
  );
}

const CardLink = styled(Link)`
  color: ${theme.color.ink};
  text-decoration: none;
  &::after {
    content: ' →';
    color: ${theme.color.teal};
  }
  &:hover {
    color: ${theme.color.teal};
  }
`;
