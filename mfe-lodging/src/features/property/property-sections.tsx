/**
 * The parts of a partner's property page from its content (docs/rules/lodging.md#property-pages):
 * what the partner says about it, its facilities, its rooms with their beds, sizes and occupancy,
 * and the policies (check-in and check-out times, pets, minimum age, and the offered room's
 * cancellation and meals). Only what the partner gives is shown; nothing is filled in.
 */
import styled from 'styled-components';
import { theme } from '@estes/shared';
import { FactsList } from '@estes/shared/ui/facts-list';
import type { LodgingRoom, ProductSummary, PropertyContent } from '../../domain/lodging-offers';
import { cancellationLabel, mealPlanLabels } from '../../domain/partner-facts';
import { PropertyBlock } from './property-layout';

export function AboutSection({ property, partner }: { property: PropertyContent; partner: string }) {
  if (!property.description && !property.importantInformation) return null;
  return (
    <PropertyBlock aria-labelledby="about-heading">
      <h2 id="about-heading">About this property</h2>
      {(property.description ?? '')
        .split(/\n{2,}/)
        .map((paragraph, index) => (paragraph.trim() ? <p key={index}>{paragraph.trim()}</p> : null))}
      {property.importantInformation ? (
        <>
          <h3>Important information</h3>
          <p>{property.importantInformation}</p>
        </>
      ) : null}
      <Source>Description: {partner}</Source>
    </PropertyBlock>
  );
}

export function FacilitiesSection({ facilities }: { facilities: readonly string[] }) {
  if (facilities.length === 0) return null;
  return (
    <PropertyBlock aria-labelledby="facilities-heading">
      <h2 id="facilities-heading">Facilities</h2>
      <Columns>
        {facilities.map((facility) => (
          <li key={facility}>{facility}</li>
        ))}
      </Columns>
    </PropertyBlock>
  );
}

/** "28 m² (301 sq ft)". */
const sizeLabel = (squareMeters: number) => `${squareMeters} m² (${Math.round(squareMeters * 10.7639)} sq ft)`;

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** "1 Queen bed" or "2 Single beds", area by area. */
const bedsLabel = (room: LodgingRoom): string[] =>
  room.bedAreas.flatMap((area) => {
    const options = area.alternatives
      .map((beds) => beds.map((bed) => `${bed.count} × ${bed.name}`).join(' and '))
      .filter(Boolean);
    return options.length > 0 ? [options.join(', or ')] : [];
  });

function roomFacts(room: LodgingRoom): string[] {
  const sleeps =
    room.maxAdults !== null
      ? `Sleeps ${count(room.maxAdults, 'adult', 'adults')}${room.maxChildren ? ` and ${count(room.maxChildren, 'child', 'children')}` : ''}`
      : null;
  return [
    room.sizeSquareMeters !== null ? sizeLabel(room.sizeSquareMeters) : null,
    sleeps,
    room.bedrooms !== null ? count(room.bedrooms, 'bedroom', 'bedrooms') : null,
    room.bathrooms !== null ? count(room.bathrooms, 'bathroom', 'bathrooms') : null,
  ].filter((fact): fact is string => fact !== null);
}

export function RoomsSection({ rooms, partner }: { rooms: readonly LodgingRoom[]; partner: string }) {
  if (rooms.length === 0) return null;
  return (
    <PropertyBlock aria-labelledby="rooms-heading">
      <h2 id="rooms-heading">Rooms</h2>
      <RoomList>
        {rooms.map((room) => (
          <li key={room.id}>
            <h3>{room.name}</h3>
            {roomFacts(room).length > 0 ? <p>{roomFacts(room).join(' · ')}</p> : null}
            {bedsLabel(room).map((beds) => (
              <p key={beds}>Beds: {beds}</p>
            ))}
            {room.facilities.length > 0 ? <Muted>{room.facilities.slice(0, 8).join(' · ')}</Muted> : null}
          </li>
        ))}
      </RoomList>
      <Source>Rooms as {partner} describes them; what is free for your dates is in the booking box.</Source>
    </PropertyBlock>
  );
}

/** "15:00" → "3:00 PM". */
const clockLabel = (time: string): string => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${suffix}`;
};

const between = (from: string | null, until: string | null): string | null => {
  if (from && until) return `${clockLabel(from)} to ${clockLabel(until)}`;
  if (from) return `from ${clockLabel(from)}`;
  if (until) return `until ${clockLabel(until)}`;
  return null;
};

const petsLabels = { allowed: 'Allowed', 'not-allowed': 'Not allowed', 'on-request': 'On request' } as const;

export function PoliciesSection({
  property,
  product,
  partner,
}: {
  property: PropertyContent;
  /** The offered room for the stay shown (its cancellation and meals), when there is one. */
  product: ProductSummary | undefined;
  partner: string;
}) {
  const checkIn = between(property.times.checkinFrom, property.times.checkinUntil);
  const checkOut = between(property.times.checkoutFrom, property.times.checkoutUntil);
  const facts = [
    checkIn ? { label: 'Check-in', value: checkIn } : null,
    checkOut ? { label: 'Check-out', value: checkOut } : null,
    product?.cancellation ? { label: 'Cancellation', value: cancellationLabel(product.cancellation) } : null,
    product?.mealPlan ? { label: 'Meals', value: mealPlanLabels[product.mealPlan] } : null,
    property.pets ? { label: 'Pets', value: petsLabels[property.pets] } : null,
    property.minimumCheckinAge !== null
      ? { label: 'Minimum age to check in', value: String(property.minimumCheckinAge) }
      : null,
  ];
  if (facts.every((fact) => fact === null)) return null;
  return (
    <PropertyBlock aria-labelledby="policies-heading">
      <h2 id="policies-heading">Policies</h2>
      <PolicyFacts facts={facts} />
      <Source>
        As {partner} gives them
        {product ? '; cancellation and meals are those of the room offered for the stay shown' : ''}.
      </Source>
    </PropertyBlock>
  );
}

// One label column for every policy, so the values line up under each other.
const PolicyFacts = styled(FactsList)`
  && > div {
    grid-template-columns: minmax(6rem, 12rem) 1fr;
  }
`;

const Source = styled.p`
  margin: 0.75rem 0 0;
  font-size: 0.8125rem;
  color: ${theme.color.muted};
`;

const Muted = styled.p`
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;

const Columns = styled.ul`
  margin: 0;
  padding-left: 1.125rem;
  columns: 2 14rem;
  li {
    break-inside: avoid;
    margin-bottom: 0.25rem;
  }
`;

const RoomList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 0.75rem 0;
    border-top: 1px solid ${theme.color.line};
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.0625rem;
  }
  p {
    margin: 0.125rem 0;
  }
`;
