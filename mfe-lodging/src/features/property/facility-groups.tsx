/** The phone view's facilities: two groups, then all of them on request; what is missing is struck through. */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import type { MobileFacilityGroup } from '../../data/property-details';
import { ShortenedList } from './show-more-button';

const facilityGroupsShownFirst = 2;

export function FacilityGroups({ groups, listId }: { groups: readonly MobileFacilityGroup[]; listId: string }) {
  return (
    <ShortenedList
      items={groups}
      shownFirst={facilityGroupsShownFirst}
      listId={listId}
      moreLabel={`Show all ${groups.length} facility groups`}
      fewerLabel="Show fewer facilities"
      list="div"
      item={(group) => (
        <Group key={group.category}>
          <h3>{group.category}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item.name} data-available={item.available}>
                <span aria-hidden="true">{item.available ? '✓' : '✕'}</span> {item.name}
                {item.available ? '' : ' (not available)'}
              </li>
            ))}
          </ul>
        </Group>
      )}
    />
  );
}

const Group = styled.div`
  margin-bottom: 0.75rem;
  h3 {
    font-size: 1rem;
    margin-bottom: 0.25rem;
  }
  li[data-available='false'] {
    color: ${theme.color.muted};
    text-decoration: line-through;
  }
`;
