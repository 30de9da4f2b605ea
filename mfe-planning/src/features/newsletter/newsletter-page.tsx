/**
 * /newsletter and /deals (docs/rules/planning.md#newsletter-sign-up): what The Estes Insider
 * brings, the sign-up ('Become an Insider', which continues on /thankyou) and where to go next.
 */
import styled from 'styled-components';
import { CardGrid, Lead, paths, theme } from '@estes/shared';
import { Card } from '@estes/shared/ui/card';
import { AreaPageFrame } from '@estes/shared/page-frame';
import { NewsletterForm } from '@estes/shared/newsletter';
import { LineIcon } from '../../components/line-icons';

const benefits = [
  {
    icon: 'mountain',
    title: 'Trail & park intel',
    text: 'Which trailheads fill first, timed-entry reminders and the quiet hikes locals pick when the park is busy.',
  },
  {
    icon: 'lodge',
    title: 'Lodging deals',
    text: 'Seasonal rates and last-minute openings at Estes Park cabins, lodges and hotels before they sell out.',
  },
  {
    icon: 'calendar',
    title: 'Event picks',
    text: 'Elk Fest, the Scottish-Irish Highland Festival, concerts and markets: what is worth planning a weekend around.',
  },
  {
    icon: 'leaf',
    title: 'Wildlife & seasons',
    text: 'When the elk rut starts, when the aspens turn and when Trail Ridge Road opens, as it happens.',
  },
  {
    icon: 'dining',
    title: 'Local food finds',
    text: 'New openings, patio season, and the breakfast spots that are worth the early alarm.',
  },
  {
    icon: 'envelope',
    title: 'Free, and no spam',
    text: 'One friendly e-mail a week at most. Unsubscribe in one click any time; we never share your address.',
  },
] as const;

export default function NewsletterPage() {
  return (
    <AreaPageFrame
      heading="Join The Estes Insider"
      eyebrow="Free weekly newsletter"
      intro="Free local tips, seasonal guides, event picks and lodging deals for Estes Park and Rocky Mountain National Park."
      art="nightSky"
      heroActions={
        <NewsletterForm placement="newsletter-page" buttonLabel="Become an Insider" layout="inline" tone="dark" />
      }
      bodyHeading="Why travelers read The Estes Insider"
      body={
        <>
          <Lead>Written by people who live here, for people planning a trip here.</Lead>
          <Tiles>
            {benefits.map((benefit) => (
              <Card as="li" $padded key={benefit.title}>
                <Icon>
                  <LineIcon name={benefit.icon} />
                </Icon>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </Card>
            ))}
          </Tiles>
          <p>
            Sign up with the form at the top of this page: your first e-mail comes with three free planning guides to
            download.
          </p>
        </>
      }
      related={[
        { title: 'Where to stay', href: paths.accommodations(), text: 'Compare Estes Park lodging for your trip.' },
        { title: 'Things to do', href: paths.thingsToDo(), text: 'Hikes, tours and ideas for every season.' },
        { title: 'Local Intel blog', href: paths.blog(), text: 'Stories and expert guides from locals.' },
      ]}
    />
  );
}

const Tiles = styled(CardGrid)`
  margin-bottom: 1.5rem;
`;

const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: 0.75rem;
  border-radius: 50%;
  background: ${theme.color.tealWash};
  color: ${theme.color.teal};
`;
