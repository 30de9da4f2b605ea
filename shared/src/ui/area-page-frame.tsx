/**
 * A screen's frame: the hero with the page heading, an introduction, and the related pages
 * a visitor is likely to want next. Areas use it for screens whose full content arrives
 * with their own issue, and as the top of screens that are built.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ArtworkName } from '../art/artwork';
import { theme } from '../theme';
import { Card, CardGrid, Container, Lead, Section, SectionHeading } from './layout';
import { PageHero } from './page-hero';

export interface RelatedLink {
  title: string;
  href: string;
  text: string;
}

export interface AreaPageFrameProps {
  heading: string;
  eyebrow?: string;
  intro: string;
  art?: ArtworkName;
  /** Section heading over the body (defaults to none). */
  bodyHeading?: string;
  body?: ReactNode;
  related?: readonly RelatedLink[];
  heroActions?: ReactNode;
}

export function AreaPageFrame({
  heading,
  eyebrow,
  intro,
  art,
  bodyHeading,
  body,
  related = [],
  heroActions,
}: AreaPageFrameProps) {
  return (
    <>
      <PageHero heading={heading} eyebrow={eyebrow} intro={intro} art={art}>
        {heroActions}
      </PageHero>
      {body ? (
        <Section>
          <Container>
            {bodyHeading ? <SectionHeading>{bodyHeading}</SectionHeading> : null}
            <Body>{body}</Body>
          </Container>
        </Section>
      ) : null}
      {related.length > 0 ? (
        <Section $tone="mist">
          <Container>
            <SectionHeading>Keep planning</SectionHeading>
            <Lead>More of Estes Park and Rocky Mountain National Park.</Lead>
            <CardGrid>
              {related.map((link) => (
                <Card key={link.href}>
                  <h3>
                    <RelatedLinkAnchor to={link.href}>{link.title}</RelatedLinkAnchor>
                  </h3>
                  <p>{link.text}</p>
                </Card>
              ))}
            </CardGrid>
          </Container>
        </Section>
      ) : null}
    </>
  );
}

const Body = styled.div`
  max-width: 46rem;
  font-size: 1.0625rem;
`;

const RelatedLinkAnchor = styled(Link)`
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
