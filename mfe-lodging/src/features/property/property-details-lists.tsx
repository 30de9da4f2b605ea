/**
 * The lists of the full property page (docs/rules/lodging.md#property-pages): amenities by
 * group, rooms with their listed price where the partner gives one, and what is nearby.
 */
import styled from 'styled-components';
import { mediaUp, theme } from '@estes/shared';
import { PlainList, TextList } from '@estes/shared/ui/lists';
import type { AmenityGroup, NearbyAttraction, PropertyRoom } from '../../data/property-details';

export function AmenityGroups({ groups }: { groups: readonly AmenityGroup[] }) {
  return (
    <Groups>
      {groups.map((group) => (
        <div key={group.category}>
          <h3>{group.category}</h3>
          <TextList items={group.items} />
        </div>
      ))}
    </Groups>
  );
}

export function RoomList({ rooms, partner }: { rooms: readonly PropertyRoom[]; partner: string }) {
  return (
    <Rooms>
      {rooms.map((room) => (
        <li key={room.name}>
          <h3>{room.name}</h3>
          <p>{room.description}</p>
          <p>
            {room.beds} · {room.size} · up to {room.maxGuests} guests
          </p>
          <p>
            {room.listedPrice === undefined ? (
              <>Price on {partner}</>
            ) : (
              <>
                from <strong>${room.listedPrice}</strong> per night, as {partner} lists it
              </>
            )}
          </p>
        </li>
      ))}
    </Rooms>
  );
}

export function NearbyList({ places }: { places: readonly NearbyAttraction[] }) {
  return (
    <Nearby>
      {places.map((place) => (
        <li key={place.name}>
          <span>{place.name}</span>
          <span>
            {place.type} · {place.distance}
          </span>
        </li>
      ))}
    </Nearby>
  );
}

const Groups = styled.div`
  display: grid;
  gap: 1rem;
  ${mediaUp('small')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  h3 {
    font-size: 1rem;
    margin-bottom: 0.25rem;
  }
  ul {
    margin: 0;
    padding-left: 1.125rem;
  }
`;

const Rooms = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    padding: 1rem;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.medium};
  }
  p {
    margin: 0.25rem 0 0;
  }
  s {
    color: ${theme.color.muted};
  }
`;

const Nearby = styled(PlainList)`
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.5rem 0;
    border-bottom: 1px dashed ${theme.color.line};
  }
  li span:last-child {
    color: ${theme.color.muted};
    text-align: right;
  }
`;
