/**
 * The home page's own sections (docs/rules/site.md#home-page): plan-your-trip cards, why book with
 * us, the stay call-to-action band and the newsletter sign-up (no testimonials: we hold no real
 * ones, decision 024). They are rendered on the server and need no code in the browser unless home
 * is reached by a client-side navigation, so they load as home pieces (home-widgets.tsx) rather
 * than with the first load.
 */
import styled, { css } from 'styled-components';
import {
  ButtonLink,
  CardGrid,
  Lead,
  SectionHeading,
  SponsoredLink,
  mediaUp,
  paths,
  theme,
  type LoadedWidgetModule,
} from '@estes/shared';
import { LinkCardGrid } from '@estes/shared/page-frame';
import { NewsletterForm } from '@estes/shared/newsletter';
import { Card } from '@estes/shared/ui/card';

const planCards = [
  {
    title: 'Things to Do',
    href: paths.thingsToDo(),
    text: 'Hikes, wildlife watching, tours, and rainy-day ideas in and around the park.',
  },
  {
    title: 'Weather & Conditions',
    href: paths.weather(),
    text: 'Conditions in town and up at the Alpine Visitor Center, and what to wear.',
  },
  {
    title: 'Plan Your Trip',
    href: '/plan-your-trip',
    text: 'Trip packages and a free custom itinerary from people who live here.',
  },
] as const;

function PlanYourTrip() {
  return (
    <>
      <SectionHeading>Plan Your Trip</SectionHeading>
      <Lead>Everything you need for a mountain getaway at the gateway to Rocky Mountain National Park.</Lead>
      <LinkCardGrid links={planCards} />
    </>
  );
}

const reasons = [
  {
    title: 'Partner Prices, Clearly Labelled',
    text: 'Nightly prices are the ones our booking partners list; the partner shows what is open and its price for your dates.',
  },
  {
    title: 'Local Expertise',
    text: 'We live in Estes Park: our picks and tips come from walking these trails and streets every week.',
  },
  {
    title: 'You Book With the Partner',
    text: 'Book Now opens the partner’s site: you choose dates and pay there, and the partner confirms your stay.',
  },
  {
    title: 'Nothing Added by Us',
    text: 'We charge no fee: the price is the partner’s, and the commission we may earn never changes it.',
  },
] as const;

function WhyBook() {
  return (
    <>
      <SectionHeading>Why Book With Us</SectionHeading>
      <Reasons>
        {reasons.map((reason) => (
          <Reason as="li" $padded key={reason.title}>
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </Reason>
        ))}
      </Reasons>
    </>
  );
}

function StayBand() {
  return (
    <Band>
      <div>
        <BandHeading>Ready for the mountains?</BandHeading>
        <p>Compare hotels, cabins and vacation homes in Estes Park, then book with a partner you trust.</p>
      </div>
      <BandActions>
        <ButtonLink to={paths.accommodations()} tone="light">
          Find Your Perfect Stay
        </ButtonLink>
        {/* The booking partner through our /go (decision 033). */}
        <SponsoredLink href="/go/partner/home?from=/">Search hotels with our partner</SponsoredLink>
      </BandActions>
    </Band>
  );
}

/** The Estes Insider sign-up; a success opens the welcome page. */
function NewsletterSignup() {
  return (
    <Signup>
      <div>
        <BandHeading>Join The Estes Insider</BandHeading>
        <p>
          Trail conditions, elk-season updates, event picks and lodging deals from people who live here: one email a
          week, unsubscribe anytime.
        </p>
      </div>
      <NewsletterForm placement="home" layout="inline" tone="dark" buttonLabel="Join Free" />
    </Signup>
  );
}

const section = (component: () => React.JSX.Element): LoadedWidgetModule => ({ default: component });
export const planYourTrip = section(PlanYourTrip);
export const whyBook = section(WhyBook);
export const stayBand = section(StayBand);
export const newsletterSignup = section(NewsletterSignup);

/** The four reasons: a row of four on large screens. */
const Reasons = styled(CardGrid)`
  ${mediaUp('large')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Reason = styled(Card)`
  border-top: 4px solid ${theme.color.teal};
  p {
    margin: 0;
  }
`;

/** A full-width call to action on a dark band: its text, then its actions beside it on large screens. */
const band = css`
  display: grid;
  gap: 1.25rem;
  align-items: center;
  padding: 2rem;
  border-radius: ${theme.radius.large};
  color: ${theme.color.white};
  p {
    margin: 0;
  }
`;

const Band = styled.div`
  ${band}
  background: ${theme.color.pine};
  ${mediaUp('large')} {
    grid-template-columns: 1fr auto;
  }
`;

const Signup = styled.div`
  ${band}
  background: linear-gradient(120deg, ${theme.color.pineDark}, ${theme.color.teal});
  p {
    color: ${theme.color.tealMist};
  }
  ${mediaUp('large')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const BandHeading = styled.h2`
  color: ${theme.color.white};
  font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2rem);
  margin-bottom: 0.5rem;
`;

const BandActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
