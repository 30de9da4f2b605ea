/**
 * A screen's frame: the hero with the page heading, an introduction, and the related pages
 * a visitor is likely to want next. Areas use it for screens whose full content arrives
 * with their own issue, and as the top of screens that are built.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
// Through the singleton: this module is bundled by each app that uses it (`@estes/shared/page-frame`).
import { Container, Lead, PageHero, Section, SectionHeading, type ArtworkName } from '@estes/shared';
import { LinkCardGrid, type LinkCard } from './link-card-grid';

export interface AreaPageFrameProps {
  heading: string;
  eyebrow?: string;
  intro: string;
  art?: ArtworkName;
  /** Section heading over the body (defaults to none). */
  bodyHeading?: string;
  body?: ReactNode;
  related?: readonly LinkCard[];
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
            <LinkCardGrid links={related} />
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
