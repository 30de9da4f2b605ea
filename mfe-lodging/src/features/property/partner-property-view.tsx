/**
 * A partner's property in full (docs/rules/lodging.md#property-pages): the partner's name, score,
 * address and type; its photos; what it says of the place, its facilities, rooms and policies;
 * where it is on a small map; its guests' score with a link to their reviews; and, beside it (on
 * phones, after it, with a bar at the bottom), the booking box with the partner's offers for the
 * stay.
 */
import styled from 'styled-components';
import { Link, mediaUp, paths } from '@estes/shared';
import { TwoColumn } from '@estes/shared/ui/section';
import { RatingBadge } from '../../components/rating-badge';
import type { PropertyAnswer } from '../../domain/lodging-offers';
import { partnerNames } from '../../domain/lodging-partners';
import type { ListingStay } from '../../domain/lodging-types';
import { addressLabel, reviewsLabel } from '../../domain/partner-facts';
import { BookingBox } from './booking-box';
import { LocationSection } from './location-map';
import { PartnerRating } from './partner-rating';
import { PhoneBookingBar, phoneBookingBarSpace } from './phone-booking-bar';
import { PhotoGallery, photoViewsOf } from './photo-gallery';
import { AboutSection, FacilitiesSection, PoliciesSection, RoomsSection } from './property-sections';
import { PropertyTitle, PropertyTopLinks, StayProblem } from './property-layout';
import { SaveAndShare } from './save-and-share';

export function PartnerPropertyView({
  answer,
  today,
  stay,
  stayProblem,
}: {
  answer: Extract<PropertyAnswer, { kind: 'partner'; state: 'live' }>;
  today: string;
  stay: ListingStay;
  stayProblem: string | undefined;
}) {
  const { property, availability } = answer;
  const partner = partnerNames[property.partner];
  const path = paths.property(property.id);
  const offered =
    availability.state === 'live'
      ? (availability.products.find((product) => availability.recommended?.productIds.includes(product.id)) ??
        availability.products[0])
      : undefined;
  const address = addressLabel(property.location);
  return (
    <>
      <PropertyTopLinks>
        <Link to={paths.accommodations()}>← Back to all properties</Link>
        <SaveAndShare id={property.id} name={property.name} />
      </PropertyTopLinks>
      <PropertyTitle>
        <h1>{property.name}</h1>
        <Facts>
          {property.rating ? (
            <span>
              <RatingBadge score={property.rating.score} partner={partner} />{' '}
              <a href="#reviews-heading">
                {reviewsLabel(property.rating.reviewCount)} on {partner}
              </a>
            </span>
          ) : null}
          {address ? <span>{address}</span> : null}
          {property.partnerType ? <span>{property.partnerType}</span> : null}
          {property.stars !== null ? (
            <span>
              {property.stars}-star (as rated on {partner})
            </span>
          ) : null}
        </Facts>
      </PropertyTitle>
      {stayProblem ? <StayProblem message={stayProblem} /> : null}
      <PhotoGallery
        photos={photoViewsOf(property.id, property.name, property.photos)}
        name={property.name}
        source={partner}
      />
      <Columns
        asideLabel="Booking"
        asideWidth="360px"
        aside={
          // The phone booking bar's dates link leads here.
          <BookingTarget id="booking" tabIndex={-1}>
            <BookingBox
              id={property.id}
              name={property.name}
              path={path}
              today={today}
              stay={stay}
              availability={stayProblem ? undefined : availability}
              partner={partner}
            />
          </BookingTarget>
        }
      >
        <AboutSection property={property} partner={partner} />
        <FacilitiesSection facilities={property.facilities} />
        <RoomsSection rooms={property.rooms} partner={partner} />
        <PoliciesSection property={property} product={offered} partner={partner} />
        <LocationSection location={property.location} name={property.name} partner={partner} />
        <PartnerRating
          id={property.id}
          rating={property.rating}
          partner={partner}
          headingId="reviews-heading"
          from={path}
        />
      </Columns>
      <PhoneBookingBar
        id={property.id}
        stay={stay}
        availability={stayProblem ? undefined : availability}
        bookingBoxId="booking"
        from={path}
      />
    </>
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
