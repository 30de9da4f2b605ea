/**
 * /mobile/property/{id}: the phone-first view of a place (docs/rules/lodging.md#mobile-property-page):
 * the partner's photos one at a time with full screen, its score and address, the stay (dates,
 * adults, children by age, rooms) with the partner's price for it, what it says of the place, its
 * facilities (6, then all), house rules, where it is, and a bar with the price and 'Reserve now'.
 * Its canonical page is /property/{id} (decision 026).
 */
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Container,
  Link,
  paths,
  theme,
  useAreaPageData,
  useNavigate,
  type AreaLoaderArgs,
} from '@estes/shared';
import { TimedEntryStayNotice } from '@estes/shared/park';
import { FactsList } from '@estes/shared/ui/facts-list';
import { RatingBadge } from '../../components/rating-badge';
import { childAgesOf, defaultParty, type PartyChoice } from '../../domain/booking-rules';
import type { PropertyAnswer } from '../../domain/lodging-offers';
import { partnerNames } from '../../domain/lodging-partners';
import type { ListingStay } from '../../domain/lodging-types';
import { bookNowHref } from '../../domain/partner-links';
import { addressLabel, cancellationLabel, reviewsLabel } from '../../domain/partner-facts';
import { AvailabilitySummary } from './availability-summary';
import { GuestSteppers } from './guest-steppers';
import { PartnerRating } from './partner-rating';
import { barPriceText } from './phone-booking-bar';
import { PhotoCarousel } from './photo-carousel';
import { photoViewsOf } from './photo-gallery';
import { loadPropertyPage, type PropertyPageData } from './property-data';
import { PropertyTitle, PropertyTopLinks, StayProblem } from './property-layout';
import { ReserveBar } from './reserve-bar';
import { SaveAndShare } from './save-and-share';
import { ShortenedList } from './show-more-button';
import { StayDateInputs, StayFields, useStayDates } from './stay-dates';
import { PartnerPropertyUnavailable, TeamPropertyView } from './team-property-view';

export type MobilePropertyPageData = PropertyPageData;

export const loader = (args: AreaLoaderArgs): Promise<PropertyPageData> => loadPropertyPage(args, paths.mobileProperty);

export default function MobilePropertyPage() {
  const { id, today, stay, stayProblem, load } = useAreaPageData<PropertyPageData>();
  if (load.kind === 'answer' && load.answer.kind === 'partner' && load.answer.state === 'live') {
    return <MobileView answer={load.answer} today={today} stay={stay} stayProblem={stayProblem} />;
  }
  return (
    <Container>
      {load.kind === 'answer' && load.answer.kind === 'team' ? (
        <TeamPropertyView property={load.answer.property} today={today} stay={stay} stayProblem={stayProblem} />
      ) : (
        <PartnerPropertyUnavailable
          id={id}
          partnerId="booking"
          reason={
            load.kind === 'failed'
              ? 'failed'
              : load.answer.kind === 'partner' && load.answer.state === 'not-configured'
                ? 'not-configured'
                : 'unavailable'
          }
          stay={stay}
        />
      )}
    </Container>
  );
}

const partyOf = (stay: ListingStay): PartyChoice => ({
  adults: stay.adults ?? defaultParty.adults,
  children: [...stay.children],
  rooms: stay.rooms ?? defaultParty.rooms,
});

function MobileView({
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
  const path = paths.mobileProperty(property.id);
  const id = useId();
  const navigate = useNavigate();
  const dates = useStayDates({ checkIn: stay.checkin, checkOut: stay.checkout });
  const [party, setParty] = useState<PartyChoice>(partyOf(stay));
  const ages = childAgesOf(party);
  const bookHref = ages
    ? bookNowHref(
        { id: property.id },
        { checkin: dates.checkIn, checkout: dates.checkOut, adults: party.adults, children: ages, rooms: party.rooms },
        path,
      )
    : undefined;
  const shown = stayProblem ? undefined : availability;
  const offered =
    shown?.state === 'live'
      ? (shown.products.find((product) => shown.recommended?.productIds.includes(product.id)) ?? shown.products[0])
      : undefined;
  const address = addressLabel(property.location);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [field, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value !== '') params.set(field, value);
    }
    const search = params.toString().replace(/%2C/gi, ',');
    navigate(`${path}${search ? `?${search}` : ''}`, { preventScrollReset: true });
  };

  return (
    <Page>
      <Container>
        <PropertyTopLinks>
          <Link to={paths.accommodations()}>← All properties</Link>
          <Link to={paths.property(property.id)}>Full details</Link>
          <SaveAndShare id={property.id} name={property.name} />
        </PropertyTopLinks>
      </Container>
      <PhotoCarousel
        photos={photoViewsOf(property.id, property.name, property.photos)}
        name={property.name}
        source={partner}
      />
      <Container>
        <Heading>
          <h1>{property.name}</h1>
          <p>
            {property.rating ? (
              <>
                <RatingBadge score={property.rating.score} partner={partner} />{' '}
                <a href={`#${id}-reviews`}>
                  {reviewsLabel(property.rating.reviewCount)} on {partner}
                </a>
                {address ? ' · ' : null}
              </>
            ) : null}
            {address}
          </p>
        </Heading>
        {stayProblem ? <StayProblem message={stayProblem} /> : null}

        <Block aria-labelledby={`${id}-dates`}>
          <h2 id={`${id}-dates`}>Dates and guests</h2>
          <form method="get" action={path} onSubmit={submit}>
            <StayFields>
              <StayDateInputs dates={dates} today={today} />
            </StayFields>
            <GuestSteppers party={party} onChange={setParty} idPrefix={id} />
            <Button type="submit" $tone="outline">
              Check prices
            </Button>
          </form>
          <TimedEntryStayNotice checkIn={dates.checkIn || undefined} checkOut={dates.checkOut || undefined} />
          {shown ? <AvailabilitySummary availability={shown} partner={partner} full={false} /> : null}
        </Block>

        {property.description ? (
          <Block aria-labelledby={`${id}-about`}>
            <h2 id={`${id}-about`}>About this stay</h2>
            <p>{property.description}</p>
            <Muted>Description: {partner}</Muted>
          </Block>
        ) : null}

        <PartnerRating
          id={property.id}
          rating={property.rating}
          partner={partner}
          headingId={`${id}-reviews`}
          from={path}
        />

        {property.facilities.length > 0 ? (
          <Block aria-labelledby={`${id}-facilities`}>
            <h2 id={`${id}-facilities`}>Facilities</h2>
            <ShortenedList
              items={property.facilities}
              shownFirst={6}
              listId={`${id}-facility-list`}
              list={FacilityList}
              item={(facility) => <li key={facility}>{facility}</li>}
              moreLabel={`Show all ${property.facilities.length} facilities`}
              fewerLabel="Show fewer facilities"
            />
          </Block>
        ) : null}

        <Block aria-labelledby={`${id}-rules`}>
          <h2 id={`${id}-rules`}>House rules</h2>
          <FactsList
            facts={[
              property.times.checkinFrom ? { label: 'Check-in from', value: property.times.checkinFrom } : null,
              property.times.checkoutUntil ? { label: 'Check-out until', value: property.times.checkoutUntil } : null,
              offered?.cancellation ? { label: 'Cancellation', value: cancellationLabel(offered.cancellation) } : null,
              property.pets
                ? {
                    label: 'Pets',
                    value: { allowed: 'Allowed', 'not-allowed': 'Not allowed', 'on-request': 'On request' }[
                      property.pets
                    ],
                  }
                : null,
            ]}
          />
          <Muted>As {partner} gives them.</Muted>
        </Block>
      </Container>

      <ReserveBar priceText={barPriceText(shown)} bookHref={bookHref} />
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
  form {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    margin-bottom: 0.75rem;
  }
`;

const FacilityList = styled.ul`
  margin: 0;
  padding-left: 1.125rem;
`;

const Muted = styled.p`
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;

// Under the carousel, with room above the name.
const Heading = styled(PropertyTitle)`
  padding-top: 1rem;
  margin-bottom: 0.5rem;
`;
