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
import { TimedEntryStayNotice } from '@estes/shared/park';
import { wrapIndex } from '@estes/shared/ui/lightbox';
import { illustrationNotice } from '../../data/lodging-images';
import { findMobilePropertyDetails, type MobilePropertyDetails } from '../../data/property-details';
import {
  canDecrementMobileCount,
  checkInMinimum,
  checkOutMinimum,
  mobileGuestDefaults,
  stayEstimate,
  stayEstimateMessage,
  stepMobileCount,
  type MobileGuestField,
  type MobileGuests,
} from '../../domain/booking-rules';
import { bookNowHref } from '../../domain/partner-links';
import { partnerNameOf, reviewsLabel } from '../../domain/rating-source';
import { mountainDate } from '@estes/shared/mountain-time';
import { formatUsd } from '../../domain/money';
import { RatingBadge } from '../../components/rating-badge';
import { PartnerRating } from './partner-rating';
import { bottomBookingBar } from './phone-booking-bar';
import { PhotoViewer } from './photo-gallery';
import { propertySeoOf, type PropertySeo } from './property-seo';
import { SaveAndShare } from './save-and-share';

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

const highlightsShownFirst = 6;
const facilityGroupsShownFirst = 2;
const guestFields: readonly { field: MobileGuestField; label: string }[] = [
  { field: 'adults', label: 'Adults' },
  { field: 'children', label: 'Children' },
  { field: 'rooms', label: 'Rooms' },
];

export default function MobilePropertyPage() {
  const { id, today } = useAreaPageData<MobilePropertyPageData>();
  const details = findMobilePropertyDetails(id);
  return details ? <MobileView details={details} today={today} /> : null;
}

function MobileView({ details, today }: { details: MobilePropertyDetails; today: string }) {
  const { listing } = details;
  const id = useId();
  const [photo, setPhoto] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const [allHighlights, setAllHighlights] = useState(false);
  const [allFacilities, setAllFacilities] = useState(false);
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [guests, setGuests] = useState<MobileGuests>(mobileGuestDefaults);
  // The same estimate as the booking box: listed nightly price × nights, dates in order, ≤ 30 nights.
  const estimate = stayEstimate(listing.priceNightly, checkIn || undefined, checkOut || undefined);
  // The partner takes a number of guests: adults and children together (it asks children's ages itself).
  const bookHref = bookNowHref(
    listing,
    { checkIn, checkOut, guests: guests.adults + guests.children },
    paths.mobileProperty(listing.id),
  );
  const image = details.gallery[photo] ?? listing.image;

  return (
    <Page>
      <Container>
        <Top>
          <Link to={paths.accommodations()}>← All properties</Link>
          <Link to={paths.property(listing.id)}>Full details</Link>
          <SaveAndShare id={listing.id} name={listing.name} />
        </Top>
      </Container>
      <Carousel aria-roledescription="carousel" aria-label={`Photos of ${listing.name}`}>
        <button
          type="button"
          className="picture"
          onClick={() => setFullScreen(true)}
          aria-label="View photos full screen"
        >
          <img src={image.src} alt={image.alt} width={image.width} height={image.height} />
        </button>
        <CarouselButton
          type="button"
          className="previous"
          onClick={() => setPhoto((index) => wrapIndex(index, -1, details.gallery.length))}
          aria-label="Previous photo"
        >
          ‹
        </CarouselButton>
        <CarouselButton
          type="button"
          className="next"
          onClick={() => setPhoto((index) => wrapIndex(index, 1, details.gallery.length))}
          aria-label="Next photo"
        >
          ›
        </CarouselButton>
        <Position aria-live="polite">
          {photo + 1} / {details.gallery.length}
        </Position>
      </Carousel>
      <Container>
        <IllustrationNotice>{illustrationNotice}</IllustrationNotice>
      </Container>
      {fullScreen ? (
        <PhotoViewer images={details.gallery} name={listing.name} start={photo} onClose={() => setFullScreen(false)} />
      ) : null}
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
          <Highlights id={`${id}-highlight-list`}>
            {(allHighlights ? details.highlights : details.highlights.slice(0, highlightsShownFirst)).map((item) => (
              <li key={item.title}>
                {/* The data's emoji need an emoji font, which not every device has: a check mark does not. */}
                <span aria-hidden="true">✓</span>
                <div>
                  <strong>{item.title}</strong>
                  <p>{item.description}</p>
                </div>
              </li>
            ))}
          </Highlights>
          {details.highlights.length > highlightsShownFirst ? (
            <MoreButton
              type="button"
              aria-expanded={allHighlights}
              aria-controls={`${id}-highlight-list`}
              onClick={() => setAllHighlights((shown) => !shown)}
            >
              {allHighlights ? 'Show fewer highlights' : `Show all ${details.highlights.length} highlights`}
            </MoreButton>
          ) : null}
        </Block>

        <Block aria-labelledby={`${id}-dates`}>
          <h2 id={`${id}-dates`}>Dates and guests</h2>
          <Dates>
            <label>
              Check-in
              <input
                type="date"
                min={checkInMinimum(today)}
                value={checkIn}
                onChange={(event) => {
                  setCheckIn(event.target.value);
                  if (checkOut && event.target.value && checkOut <= event.target.value) setCheckOut('');
                }}
              />
            </label>
            <label>
              Check-out
              <input
                type="date"
                min={checkOutMinimum(checkIn || undefined, today)}
                value={checkOut}
                onChange={(event) => setCheckOut(event.target.value)}
              />
            </label>
          </Dates>
          <Steppers>
            {guestFields.map(({ field, label }) => (
              <li key={field}>
                <span id={`${id}-${field}`}>{label}</span>
                <StepButton
                  type="button"
                  aria-label={`Fewer ${label.toLowerCase()}`}
                  disabled={!canDecrementMobileCount(guests, field)}
                  onClick={() => setGuests((current) => stepMobileCount(current, field, -1))}
                >
                  −
                </StepButton>
                <output aria-labelledby={`${id}-${field}`}>{guests[field]}</output>
                <StepButton
                  type="button"
                  aria-label={`More ${label.toLowerCase()}`}
                  onClick={() => setGuests((current) => stepMobileCount(current, field, 1))}
                >
                  +
                </StepButton>
              </li>
            ))}
          </Steppers>
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
          <div id={`${id}-facility-groups`}>
            {(allFacilities ? details.facilities : details.facilities.slice(0, facilityGroupsShownFirst)).map(
              (group) => (
                <FacilityGroup key={group.category}>
                  <h3>{group.category}</h3>
                  <ul>
                    {group.items.map((item) => (
                      <li key={item.name} data-available={item.available}>
                        <span aria-hidden="true">{item.available ? '✓' : '✕'}</span> {item.name}
                        {item.available ? '' : ' (not available)'}
                      </li>
                    ))}
                  </ul>
                </FacilityGroup>
              ),
            )}
          </div>
          {details.facilities.length > facilityGroupsShownFirst ? (
            <MoreButton
              type="button"
              aria-expanded={allFacilities}
              aria-controls={`${id}-facility-groups`}
              onClick={() => setAllFacilities((shown) => !shown)}
            >
              {allFacilities ? 'Show fewer facilities' : `Show all ${details.facilities.length} facility groups`}
            </MoreButton>
          ) : null}
        </Block>

        <Block aria-labelledby={`${id}-rules`}>
          <h2 id={`${id}-rules`}>House rules</h2>
          <Rules>
            <dt>Check-in</dt>
            <dd>{details.policies.checkIn}</dd>
            <dt>Check-out</dt>
            <dd>{details.policies.checkOut}</dd>
            <dt>Cancellation</dt>
            <dd>{details.policies.cancellation}</dd>
            <dt>Pets</dt>
            <dd>{details.policies.petPolicy}</dd>
          </Rules>
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

      <ReserveBar aria-label="Reserve">
        <div>
          {estimate.kind === 'estimate' ? (
            <>
              <strong>{formatUsd(estimate.total)}</strong> estimated for {estimate.nights}{' '}
              {estimate.nights === 1 ? 'night' : 'nights'} at the partner’s listed price
            </>
          ) : (
            <>
              from <strong>{formatUsd(listing.priceNightly)}</strong> per night
              {estimate.kind === 'dates-missing' ? null : (
                <Problem role="alert">{stayEstimateMessage(estimate)}</Problem>
              )}
            </>
          )}
        </div>
        <SponsoredLink href={bookHref}>Reserve now</SponsoredLink>
      </ReserveBar>
    </Page>
  );
}

const Page = styled.div`
  max-width: 720px;
  margin: 0 auto;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
  padding: 1rem 0;
  > a {
    font-weight: 700;
  }
`;

const Carousel = styled.section`
  position: relative;
  .picture {
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    cursor: zoom-in;
    background: ${theme.color.tealMist};
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  .previous {
    left: 0.75rem;
  }
  .next {
    right: 0.75rem;
  }
`;

const CarouselButton = styled.button`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 0;
  background: rgba(255, 255, 255, 0.92);
  color: ${theme.color.ink};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  box-shadow: ${theme.shadow.card};
`;

const IllustrationNotice = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  font-style: italic;
  color: ${theme.color.muted};
`;

const Position = styled.p`
  position: absolute;
  right: 0.75rem;
  bottom: 0.75rem;
  margin: 0;
  padding: 0.125rem 0.625rem;
  border-radius: ${theme.radius.pill};
  background: rgba(2, 6, 23, 0.7);
  color: ${theme.color.white};
  font-weight: 700;
  font-size: 0.875rem;
`;

const Heading = styled.div`
  padding: 1rem 0 0.5rem;
  h1 {
    font-size: 1.75rem;
    margin-bottom: 0.5rem;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
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

const Highlights = styled.ul`
  list-style: none;
  display: grid;
  gap: 0.75rem;
  && {
    padding: 0;
  }
  li {
    display: flex;
    gap: 0.75rem;
    align-items: flex-start;
  }
  li > span {
    color: ${theme.color.teal};
    font-weight: 800;
    line-height: 1.5;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

const MoreButton = styled.button`
  margin-top: 0.75rem;
  min-height: 44px;
  padding: 0 1rem;
  border: 2px solid ${theme.color.teal};
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.teal};
  font-weight: 700;
  cursor: pointer;
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 0.5rem;
  label {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    font-size: 0.8125rem;
    font-weight: 700;
    color: ${theme.color.muted};
    min-width: 0;
  }
  input {
    min-height: 44px;
    padding: 0.5rem;
    border: 1px solid #94a3b8;
    border-radius: ${theme.radius.small};
    min-width: 0;
  }
`;

const Steppers = styled.ul`
  list-style: none;
  margin: 1rem 0;
  && {
    padding: 0;
  }
  li {
    display: grid;
    grid-template-columns: 1fr 44px 2.5rem 44px;
    align-items: center;
    gap: 0.5rem;
    padding: 0.375rem 0;
  }
  output {
    text-align: center;
    font-weight: 800;
    font-size: 1.125rem;
  }
`;

const StepButton = styled.button`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 2px solid ${theme.color.teal};
  background: ${theme.color.white};
  color: ${theme.color.teal};
  font-size: 1.375rem;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    border-color: ${theme.color.line};
    color: #94a3b8;
    cursor: not-allowed;
  }
`;

const Manager = styled.p`
  color: ${theme.color.muted};
  font-size: 0.9375rem;
`;

const FacilityGroup = styled.div`
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

const Rules = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.375rem 1rem;
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

// Sticky within the page: it rides along the bottom of the screen and stops above the footer.
const Problem = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${theme.color.danger};
`;

const ReserveBar = styled.aside`
  ${bottomBookingBar}
  position: sticky;
  strong {
    font-size: 1.25rem;
    color: ${theme.color.ink};
  }
`;
