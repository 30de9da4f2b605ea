/** One saved thing as the list shows it: its kind, its title (a link), when, and on paper its address. */
import styled from 'styled-components';
import { getSiteSettings, mediaUp, theme } from '@estes/shared';
import { tripItemKindLabels, type TripItem } from '@estes/shared/my-trip';
import { CardKind } from '@estes/shared/ui/card';
import { PathLink } from '../../../components/path-link';
import { whenText } from '../my-trip-groups';

export function TripItemSummary({ item }: { item: TripItem }) {
  return (
    <div>
      <CardKind as="p">{tripItemKindLabels[item.kind].one}</CardKind>
      <Title>
        <PathLink path={item.path}>{item.title}</PathLink>
      </Title>
      {item.when ? <When>{whenText(item.when)}</When> : null}
      <PrintUrl data-print-url="">{new URL(item.path, getSiteSettings().siteUrl).toString()}</PrintUrl>
    </div>
  );
}

/** A row of the list: the summary, and on wider screens its controls beside it. */
export const TripRow = styled.li`
  display: grid;
  gap: 0.75rem;
  padding: 1rem 0;
  border-bottom: 1px solid ${theme.color.line};
  ${mediaUp('medium')} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
`;

const Title = styled.p`
  margin: 0.125rem 0 0;
  font-size: 1.125rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const When = styled.p`
  margin: 0.25rem 0 0;
  color: ${theme.color.muted};
`;

const PrintUrl = styled.span`
  display: none;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;
