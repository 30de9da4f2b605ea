/**
 * A place of the team's list (docs/rules/lodging.md#team-list): what the team knows for sure (its
 * name, and its type and part of town where its own name says them), and Book Now to the
 * partner's search for Estes Park with the visitor's stay. No photo, score, room or price: those
 * are the partner's, and the team does not know which of the partner's places this is.
 * Also the page of a partner's property whose details cannot be read right now.
 */
import styled from 'styled-components';
import { ButtonLink, Link, SponsoredLink, mediaUp, paths, theme } from '@estes/shared';
import { TwoColumn } from '@estes/shared/ui/section';
import type { TeamPropertyAnswer } from '../../domain/lodging-offers';
import { partnerNames, type PartnerId } from '../../domain/lodging-partners';
import { staySearch } from '../../domain/listing-query';
import { areaPreferenceLabels } from '../../domain/lodging-rules';
import type { ListingStay } from '../../domain/lodging-types';
import { bookNowHref } from '../../domain/partner-links';
import { BookingBox } from './booking-box';
import { PropertyBlock, PropertyTitle, PropertyTopLinks, StayProblem } from './property-layout';
import { SaveAndShare } from './save-and-share';

export function TeamPropertyView({
  property,
  today,
  stay,
  stayProblem,
}: {
  property: TeamPropertyAnswer;
  today: string;
  stay: ListingStay;
  stayProblem: string | undefined;
}) {
  const partner = partnerNames.booking;
  const facts = [property.type, property.area ? areaPreferenceLabels[property.area] : null, 'Estes Park, Colorado'];
  return (
    <>
      <PropertyTopLinks>
        <Link to={paths.accommodations()}>← Back to all properties</Link>
        <SaveAndShare id={property.id} name={property.name} />
      </PropertyTopLinks>
      <PropertyTitle>
        <h1>{property.name}</h1>
        <p>{facts.filter(Boolean).join(' · ')}</p>
      </PropertyTitle>
      {stayProblem ? <StayProblem message={stayProblem} /> : null}
      <Columns
        asideLabel="Booking"
        asideWidth="360px"
        aside={
          <BookingBox
            id={property.id}
            name={property.name}
            path={paths.property(property.id)}
            today={today}
            stay={stay}
            availability={undefined}
            partner={partner}
            priced={false}
          />
        }
      >
        <PropertyBlock aria-labelledby="team-place-heading">
          <h2 id="team-place-heading">What we know of this place</h2>
          <p>
            {property.name} is one of the places to stay we list in and around Estes Park. Its photos, rooms, prices and
            guests’ review score are on our booking partner, {partner}: Book Now opens {partner}’s search for Estes Park
            with your dates, where you can find it.
          </p>
          <ButtonLink to={`${paths.accommodations()}${staySearch(stay)}`} tone="outline">
            See what {partner} offers for your dates
          </ButtonLink>
        </PropertyBlock>
      </Columns>
    </>
  );
}

/** A partner's property whose details cannot be shown: the partner is not configured, or not answering. */
export function PartnerPropertyUnavailable({
  id,
  partnerId,
  reason,
  stay,
}: {
  id: string;
  partnerId: PartnerId;
  reason: 'not-configured' | 'unavailable' | 'failed';
  stay: ListingStay;
}) {
  const partner = partnerNames[partnerId];
  return (
    <>
      <PropertyTopLinks>
        <Link to={paths.accommodations()}>← Back to all properties</Link>
      </PropertyTopLinks>
      <PropertyTitle>
        <h1>Property details unavailable right now</h1>
        <p>A place to stay on {partner}</p>
      </PropertyTitle>
      <Notice role="status" data-testid="partner-notice">
        {reason === 'not-configured'
          ? `This place’s name, photos, rooms and prices come from our booking partner, ${partner}, which this site is not connected to right now.`
          : `This place’s details come from our booking partner, ${partner}, which did not answer just now. We show nothing from before; please try again in a minute.`}{' '}
        Book Now opens {partner} with your dates.
      </Notice>
      <Actions>
        <SponsoredLink href={bookNowHref({ id }, stay, paths.property(id))}>Book Now on {partner}</SponsoredLink>
        <Link to={`${paths.accommodations()}${staySearch(stay)}`}>Browse places to stay</Link>
      </Actions>
    </>
  );
}

const Columns = styled(TwoColumn)`
  padding: 1rem 0 3rem;
  ${mediaUp('large')} {
    padding-top: 1.5rem;
  }
`;

const Notice = styled.p`
  padding: 0.75rem 1rem;
  background: ${theme.color.tealMist};
  border-left: 4px solid ${theme.color.teal};
  border-radius: ${theme.radius.small};
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  margin: 1rem 0 3rem;
  a:last-child {
    font-weight: 700;
  }
`;
