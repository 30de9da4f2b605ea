/**
 * /mobile/property/{id}: the phone-first view of a property
 * (docs/rules/lodging.md#mobile-property-page): a 6-photo carousel with full screen, highlights (6,
 * then all), dates and adults / children / rooms, facilities (2 groups, then all), house rules,
 * nearby, and a sticky bar with the estimated total (nightly × nights) and 'Reserve now'.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  Container,
  Link,
  SponsoredLink,
  areaNotFound,
  paths,
  theme,
  useAreaPageData,
  type LoaderFunctionArgs,
} from '@estes/shared';
import { mountainDate } from '@estes/shared/mountain-time';
import { TimedEntryStayNotice } from '@estes/shared/park';
import { FactsList } from '@estes/shared/ui/facts-list';
import { RatingBadge } from '../../components/rating-badge';
import { findMobilePropertyDetails, type MobilePropertyDetails } from '../../data/property-details';
import { mobileGuestDefaults, type MobileGuests } from '../../domain/booking-rules';
import { bookNowHref } from '../../domain/partner-links';
import { partnerNameOf, reviewsLabel } from '../../domain/rating-source';
import { FacilityGroups } from './facility-groups';
import { GuestSteppers } from './guest-steppers';
import { HighlightsList } from './highlights-list';
import { PartnerRating } from './partner-rating';
import { PhotoCarousel } from './photo-carousel';
import { PropertyTitle, PropertyTopLinks } from './property-layout';
import { propertySeoOf, type PropertySeo } from './property-seo';
import { ReserveBar } from './reserve-bar';
import { SaveAndShare } from './save-and-share';
import { StayDateInputs, StayFields, useStayDates } from './stay-dates';

export interface MobilePropertyPageData {
  id: string;
  today: string;
  seo: PropertySeo;
}

export function loader({ params }: LoaderFunctionArgs): MobilePropertyPageData {
  const details = params.id ? findMobilePropertyDetails(params.id) : undefined;
  if (!details) {
    throw areaNotFound({
      heading: 'Property Not Found',
      message: 'The property you’re looking for doesn’t exist.',
      link: { label: 'Back to all properties', href: paths.accommodations() },
    });
  }
  return {
    id: details.listing.id,
    today: mountainDate(),
    seo: propertySeoOf(details.listing, details.fullDescription),
  };
}

export default function MobilePropertyPage() {
  const { id, today } = useAreaPageData<MobilePropertyPageData>();
  const details = findMobilePropertyDetails(id);
  return details ? <MobileView details={details} today={today} /> : null;
}

function MobileView({ details, today }: { details: MobilePropertyDetails; today: string }) {
  const { listing } = details;
  const id = useId();
  const dates = useStayDates({});
  const { checkIn, checkOut } = dates;
  const [guests, setGuests] = useState<MobileGuests>(mobileGuestDefaults);
  // The partner takes a number of guests: adults and children together (it asks children's ages itself).
  const bookHref = bookNowHref(
    listing,
    { checkin: checkIn, checkout: checkOut, adults: guests.adults, rooms: guests.rooms },
    paths.mobileProperty(listing.id),
  );

  return (
    <Page>
      <Container>
        <PropertyTopLinks>
          <Link to={paths.accommodations()}>← All properties</Link>
          <Link to={paths.property(listing.id)}>Full details</Link>
          <SaveAndShare id={listing.id} name={listing.name} />
        </PropertyTopLinks>
      </Container>
      <PhotoCarousel images={details.gallery} fallback={listing.image} name={listing.name} />
      <Container>
        <Heading>
          <h1>{listing.name}</h1>
          <p>
            {listing.ratingListed ? (
              <>
                <RatingBadge rating={listing.rating} ratingText={listing.ratingText} /> {listing.ratingText} ·{' '}
              </>
            ) : null}
            <a href={`#${id}-reviews`}>
              {reviewsLabel(listing.reviewsCount)} on {partnerNameOf(listing)}
            </a>{' '}
            · {listing.neighborhood ? `${listing.neighborhood}, ` : ''}
            {listing.city}
          </p>
        </Heading>

        <Block aria-labelledby={`${id}-highlights`}>
          <h2 id={`${id}-highlights`}>Highlights</h2>
          <HighlightsList highlights={details.highlights} listId={`${id}-highlight-list`} />
        </Block>

        <Block aria-labelledby={`${id}-dates`}>
          <h2 id={`${id}-dates`}>Dates and guests</h2>
          <StayFields>
            <StayDateInputs dates={dates} today={today} />
          </StayFields>
          <GuestSteppers guests={guests} onChange={setGuests} idPrefix={id} />
          <TimedEntryStayNotice checkIn={checkIn || undefined} checkOut={checkOut || undefined} />
          <SponsoredLink href={bookHref} tone="outline">
            Check availability
          </SponsoredLink>
        </Block>

        <Block aria-labelledby={`${id}-about`}>
          <h2 id={`${id}-about`}>About this stay</h2>
          <p>{details.fullDescription}</p>
          {details.host ? (
            <Manager>
              Let by its owner or a local manager through {details.host.partner}: the host’s details are on the{' '}
              {details.host.partner} listing.
            </Manager>
          ) : null}
        </Block>

        <PartnerRating listing={listing} headingId={`${id}-reviews`} from={paths.mobileProperty(listing.id)} />

        <Block aria-labelledby={`${id}-facilities`}>
          <h2 id={`${id}-facilities`}>Facilities</h2>
          <FacilityGroups groups={details.facilities} listId={`${id}-facility-groups`} />
        </Block>

        <Block aria-labelledby={`${id}-rules`}>
          <h2 id={`${id}-rules`}>House rules</h2>
          <FactsList
            facts={[
              { label: 'Check-in', value: details.policies.checkIn },
              { label: 'Check-out', value: details.policies.checkOut },
              { label: 'Cancellation', value: details.policies.cancellation },
              { label: 'Pets', value: details.policies.petPolicy },
            ]}
          />
        </Block>

        <Block aria-labelledby={`${id}-nearby`}>
          <h2 id={`${id}-nearby`}>Nearby</h2>
          <ul>
            {details.nearbyAttractions.map((place) => (
              <li key={place.name}>
                {place.name} · {place.type} · {place.distance}
              </li>
            ))}
          </ul>
        </Block>
      </Container>

      <ReserveBar priceNightly={listing.priceNightly} checkIn={checkIn} checkOut={checkOut} bookHref={bookHref} />
    </Page>
  );
}

const Page = styled.div`
  max-width: 720px;
  margin: 0 auto;
`;

const Block = styled.section`
  padding: 1.25rem 0;
  border-top: 1px solid ${theme.color.line};
  h2 {
    font-size: 1.25rem;
  }
  ul {
    margin: 0;
    padding-left: 1.125rem;
  }
`;

const Manager = styled.p`
  color: ${theme.color.muted};
  font-size: 0.9375rem;
`;

// Under the carousel, with room above the name.
const Heading = styled(PropertyTitle)`
  padding-top: 1rem;
  margin-bottom: 0.5rem;
`;
