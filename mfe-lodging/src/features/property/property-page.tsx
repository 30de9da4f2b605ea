/**
 * /property/{id}: one property in full (docs/rules/lodging.md#property-pages) with the sticky
 * booking box. Unknown ids answer 404 with 'Property Not Found'.
 */
import styled from 'styled-components';
import {
  Container,
  Link,
  SponsoredLink,
  areaNotFound,
  mediaUp,
  paths,
  useAreaPageData,
  type LoaderFunctionArgs,
} from '@estes/shared';
import { FactsList } from '@estes/shared/ui/facts-list';
import { TwoColumn } from '@estes/shared/ui/section';
import { findPropertyDetails, type PropertyDetails } from '../../data/property-details';
import { parseListingQuery } from '../../domain/listing-query';
import { mountainDate } from '@estes/shared/mountain-time';
import { RatingBadge } from '../../components/rating-badge';
import { partnerReviewsHref } from '../../domain/partner-links';
import { partnerNameOf, reviewsLabel } from '../../domain/rating-source';
import { BookingBox } from './booking-box';
import { PartnerRating } from './partner-rating';
import { AmenityGroups, NearbyList, RoomList } from './property-details-lists';
import { PhoneBookingBar, phoneBookingBarSpace } from './phone-booking-bar';
import { PhotoGallery } from './photo-gallery';
import { PropertyBlock, PropertyTitle, PropertyTopLinks } from './property-layout';
import { propertySeoOf, type PropertySeo } from './property-seo';
import { SaveAndShare } from './save-and-share';

export interface PropertyPageData {
  id: string;
  today: string;
  stay: { checkIn?: string; checkOut?: string; guests?: number };
  seo: PropertySeo;
}

export const propertyNotFound = () =>
  areaNotFound({
    heading: 'Property Not Found',
    message: 'The property you’re looking for doesn’t exist or has been removed.',
    link: { label: 'Browse All Properties', href: paths.accommodations() },
  });

export function loader({ params, request }: LoaderFunctionArgs): PropertyPageData {
  const details = params.id ? findPropertyDetails(params.id) : undefined;
  if (!details) throw propertyNotFound();
  // Dates and guests chosen on the list come along in the link's query.
  const { checkIn, checkOut, guests } = parseListingQuery(new URL(request.url).searchParams);
  return {
    id: details.listing.id,
    today: mountainDate(),
    stay: { checkIn, checkOut, guests },
    seo: propertySeoOf(details.listing, details.fullDescription[0] ?? details.listing.name),
  };
}

export default function PropertyPage() {
  const { id, today, stay } = useAreaPageData<PropertyPageData>();
  const details = findPropertyDetails(id);
  if (!details) return null; // the loader has already answered 404
  return <PropertyView details={details} today={today} stay={stay} />;
}

function PropertyView({
  details,
  today,
  stay,
}: {
  details: PropertyDetails;
  today: string;
  stay: PropertyPageData['stay'];
}) {
  const { listing } = details;

  return (
    <Container>
      <PropertyTopLinks>
        <Link to={paths.accommodations()}>← Back to all properties</Link>
        <SaveAndShare id={listing.id} name={listing.name} />
      </PropertyTopLinks>
      <PropertyTitle>
        <h1>{listing.name}</h1>
        <Facts>
          {listing.ratingListed ? <RatingBadge rating={listing.rating} ratingText={listing.ratingText} /> : null}
          <span>
            {listing.ratingListed ? <strong>{listing.ratingText}</strong> : 'No partner score'} ·{' '}
            <a href="#reviews-heading">
              {reviewsLabel(listing.reviewsCount)} on {partnerNameOf(listing)}
            </a>
          </span>
          <span>
            {listing.neighborhood ? `${listing.neighborhood}, ` : ''}
            {listing.city}
          </span>
          <span>{listing.type}</span>
        </Facts>
      </PropertyTitle>
      <PhotoGallery images={details.gallery} name={listing.name} />
      <Columns
        asideLabel="Booking"
        asideWidth="360px"
        aside={
          // The phone booking bar's dates link leads here.
          <BookingTarget id="booking" tabIndex={-1}>
            <BookingBox
              listing={listing}
              maxGuests={details.maxGuests}
              today={today}
              initial={stay}
              from={paths.property(listing.id)}
            />
          </BookingTarget>
        }
      >
        <PropertyBlock aria-labelledby="about-heading">
          <h2 id="about-heading">About this property</h2>
          {details.fullDescription.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </PropertyBlock>
        <PropertyBlock aria-labelledby="amenities-heading">
          <h2 id="amenities-heading">Amenities</h2>
          <AmenityGroups groups={details.detailedAmenities} />
        </PropertyBlock>
        <PropertyBlock aria-labelledby="rooms-heading">
          <h2 id="rooms-heading">Rooms</h2>
          <RoomList rooms={details.rooms} partner={partnerNameOf(listing)} />
        </PropertyBlock>
        <PropertyBlock aria-labelledby="policies-heading">
          <h2 id="policies-heading">Policies</h2>
          <FactsList
            facts={[
              { label: 'Check-in', value: details.policies.checkIn },
              { label: 'Check-out', value: details.policies.checkOut },
              { label: 'Cancellation', value: details.policies.cancellation },
              details.policies.petPolicy ? { label: 'Pets', value: details.policies.petPolicy } : null,
              { label: 'Smoking', value: details.policies.smokingPolicy },
              { label: 'Age', value: details.policies.ageRestriction },
            ]}
          />
        </PropertyBlock>
        <PropertyBlock aria-labelledby="nearby-heading">
          <h2 id="nearby-heading">Nearby attractions</h2>
          <NearbyList places={details.nearbyAttractions} />
        </PropertyBlock>
        <PartnerRating listing={listing} headingId="reviews-heading" from={paths.property(listing.id)} />
        {details.host ? (
          <PropertyBlock aria-labelledby="host-heading">
            <h2 id="host-heading">Your host</h2>
            <p>
              This home is let by its owner or a local manager through {details.host.partner}. Their name, how quickly
              they reply and what guests say about them are on the {details.host.partner} listing.
            </p>
            <SponsoredLink href={partnerReviewsHref(listing, paths.property(listing.id))}>
              Meet the host on {details.host.partner}
            </SponsoredLink>
          </PropertyBlock>
        ) : null}
      </Columns>
      <PhoneBookingBar listing={listing} stay={stay} bookingBoxId="booking" from={paths.property(listing.id)} />
    </Container>
  );
}

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;

const Columns = styled(TwoColumn)`
  padding: 2rem 0 calc(3rem + ${phoneBookingBarSpace});
  ${mediaUp('large')} {
    padding-bottom: 3rem;
  }
`;

const BookingTarget = styled.div`
  scroll-margin-top: 5rem;
`;
