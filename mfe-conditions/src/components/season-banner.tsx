/**
 * The season's banner (docs/rules/conditions.md#seasons) on the webcams and downtown pages: its
 * title (the page may put words before it), what the season means here and its tips.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { TextList } from '@estes/shared/ui/lists';
import type { SeasonBanner as SeasonBannerContent } from '../domain/season';

export function SeasonBanner({
  banner,
  headingId,
  titlePrefix,
}: {
  banner: SeasonBannerContent;
  headingId: string;
  /** Words before the season's title ("Summer downtown: "). */
  titlePrefix?: ReactNode;
}) {
  return (
    <Banner aria-labelledby={headingId}>
      <h2 id={headingId}>
        {titlePrefix}
        {banner.title}
      </h2>
      <p>{banner.text}</p>
      <TextList items={banner.tips} />
    </Banner>
  );
}

const Banner = styled.section`
  margin: 2rem 0 1.5rem;
  padding: 1.25rem 1.5rem;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.tealWash};
  border-left: 6px solid ${theme.color.teal};
  h2 {
    font-size: 1.375rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;
