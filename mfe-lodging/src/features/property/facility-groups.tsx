/** The phone view's facilities: two groups, then all of them on request; what is missing is struck through. */
import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@estes/shared';
import type { MobileFacilityGroup } from '../../data/property-details';
import { ShowMoreButton } from './show-more-button';

const facilityGroupsShownFirst = 2;

export function FacilityGroups({ groups, listId }: { groups: readonly MobileFacilityGroup[]; listId: string }) {
  const [all, setAll] = useState(false);
  return (
    <>
      <div id={listId}>
        {(all ? groups : groups.slice(0, facilityGroupsShownFirst)).map((group) => (
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
        ))}
      </div>
      {groups.length > facilityGroupsShownFirst ? (
        <ShowMoreButton
          expanded={all}
          controls={listId}
          onToggle={() => setAll((shown) => !shown)}
          moreLabel={`Show all ${groups.length} facility groups`}
          fewerLabel="Show fewer facilities"
        />
      ) : null}
    </>
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
