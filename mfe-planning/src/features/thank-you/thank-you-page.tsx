/**
 * /thankyou (docs/rules/planning.md#welcome-page), where sign-ups from every placement but lodging
 * continue: what actually happened to the sign-up (`?signup=<outcome>` from the API; opened without
 * one, no e-mail is claimed), the three guides to download (real files from the planning API),
 * social links, the newest sign-ups (place on the site and time only) and the way back. No
 * subscriber figure is shown (decision 024).
 */
import styled from 'styled-components';
import {
  ButtonLink,
  CardGrid,
  Container,
  Lead,
  PageHero,
  Section,
  SectionHeading,
  VisuallyHidden,
  mediaUp,
  paths,
  theme,
  useAreaPageData,
  type AreaLoaderArgs,
} from '@estes/shared';
import { Card } from '@estes/shared/ui/card';
import { newsletterMessages, signupOutcomeOf, type SignupOutcome } from '@estes/shared/newsletter';
import type { RecentSignup } from './community';
import { guideDownloads, guideDownloadsPath } from './guide-downloads';
import { LineIcon } from '../../ui/line-icons';

export interface ThankYouData {
  /** Null when the recent sign-ups could not be read: the rest of the page still helps. */
  community: { recent: RecentSignup[] } | null;
  /** What happened to this visit's sign-up; undefined when the page was opened without one. */
  outcome?: SignupOutcome;
}

/** What the page tells the visitor about the e-mail, per outcome: only what happened. */
const deliveryNotices: Record<SignupOutcome, { heading: string; text: string }> = {
  forwarded: {
    heading: 'Check your email',
    text: 'Our newsletter service has your address and sends the welcome e-mail. Open it to confirm your subscription. Not there in five minutes? Look in your spam or promotions folder and mark us as a safe sender.',
  },
  already: { heading: 'You’re already on the list', text: newsletterMessages.alreadySubscribed },
  pending: {
    heading: 'Your sign-up is saved',
    text: 'Our newsletter service did not answer just now. Your address is kept and passed on as soon as it does; the welcome e-mail follows then.',
  },
  stored: {
    heading: 'Your sign-up is saved',
    text: 'This site is not yet connected to its newsletter service, so no e-mail has been sent. Your address is kept and passed on once it is connected; the welcome e-mail follows then.',
  },
};

export async function loader({ request, api }: AreaLoaderArgs): Promise<ThankYouData> {
  const outcome = signupOutcomeOf(new URL(request.url).searchParams.get('signup'));
  const community = await readCommunity({ request, api });
  return outcome ? { community, outcome } : { community };
}

async function readCommunity({
  request,
  api,
}: Pick<AreaLoaderArgs, 'request' | 'api'>): Promise<ThankYouData['community']> {
  try {
    const response = await api('/api/planning/newsletter/community', {
      headers: { accept: 'application/json' },
      signal: request.signal,
    });
    if (!response.ok) return null;
    // The zod check is fetched here, not with the page's first load.
    const { parseCommunity } = await import(/* webpackChunkName: "planning-community" */ './community');
    return { recent: parseCommunity(await response.json(), new Date()).recent };
  } catch {
    return null;
  }
}

const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/estesparkguide', text: 'Daily photos and road updates' },
  { name: 'Instagram', href: 'https://www.instagram.com/estesparkguide', text: 'Elk, peaks and sunrise shots' },
  { name: 'YouTube', href: 'https://www.youtube.com/@estesparkguide', text: 'Trail and drive videos' },
  { name: 'Pinterest', href: 'https://www.pinterest.com/estesparkguide', text: 'Itineraries to save for later' },
] as const;

export default function ThankYouPage() {
  const { community, outcome } = useAreaPageData<ThankYouData>();
  const notice = outcome ? deliveryNotices[outcome] : undefined;
  return (
    <>
      <PageHero
        heading="Welcome to The Estes Insider!"
        eyebrow={outcome ? 'You’re in' : 'The Estes Insider'}
        art="nightSky"
        intro={
          outcome
            ? 'Thank you for joining the locals’ newsletter for Estes Park and Rocky Mountain National Park.'
            : 'The locals’ newsletter for Estes Park and Rocky Mountain National Park. Sign up on the newsletter page; the guides below are free either way.'
        }
      />

      <Section>
        <Container>
          <Notice aria-labelledby="signup-notice-heading">
            <NoticeIcon>
              <LineIcon name="envelope" size={32} />
            </NoticeIcon>
            {notice ? (
              <div>
                <h2 id="signup-notice-heading">{notice.heading}</h2>
                <p>{notice.text}</p>
              </div>
            ) : (
              <div>
                <h2 id="signup-notice-heading">Not signed up yet?</h2>
                <p>
                  No sign-up was made on this visit, so no e-mail is on its way.{' '}
                  <a href={paths.newsletter()}>Join The Estes Insider</a> to get it every week.
                </p>
              </div>
            )}
          </Notice>

          <SectionHeading>Your free planning guides</SectionHeading>
          <Lead>Three short guides from locals, ready to read on your phone or print for the trip.</Lead>
          <CardGrid>
            {guideDownloads.map((guide) => (
              <Card as="li" $padded key={guide.file}>
                <h3>{guide.title}</h3>
                <p>{guide.text}</p>
                <DownloadLink href={`${guideDownloadsPath}/${guide.file}`} download={guide.file}>
                  Download the guide<span aria-hidden="true"> ↓</span>
                  <Format>(text file)</Format>
                </DownloadLink>
              </Card>
            ))}
          </CardGrid>
        </Container>
      </Section>

      <Section $tone="mist">
        <Container>
          <Columns>
            <div>
              <SectionHeading>Welcome to the community</SectionHeading>
              <Lead>The newest insiders, and where on the site they joined.</Lead>
              {community && community.recent.length > 0 ? (
                <Recent>
                  {community.recent.map((signup, index) => (
                    <li key={`${signup.place}-${signup.timeAgo}-${index}`}>
                      <Avatar>
                        <LineIcon name="mountain" size={22} />
                      </Avatar>
                      <span>
                        A new insider joined from {signup.place}
                        <When>{signup.timeAgo}</When>
                      </span>
                    </li>
                  ))}
                </Recent>
              ) : (
                <p>New insiders join every day from across the site.</p>
              )}
            </div>
            <div>
              <SectionHeading>Follow along</SectionHeading>
              <Lead>Between e-mails, see Estes Park as it is today.</Lead>
              <Social>
                {socialLinks.map((link) => (
                  <li key={link.name}>
                    <a href={link.href} rel="noopener noreferrer" target="_blank">
                      <strong>{link.name}</strong>
                      <span>{link.text}</span>
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    </a>
                  </li>
                ))}
              </Social>
            </div>
          </Columns>
        </Container>
      </Section>

      <Section>
        <Container>
          <SectionHeading>Keep planning</SectionHeading>
          <Actions>
            <ButtonLink to={paths.accommodations()}>Find a place to stay</ButtonLink>
            <ButtonLink to={paths.home()} tone="outline">
              Back to the home page
            </ButtonLink>
          </Actions>
        </Container>
      </Section>
    </>
  );
}

const Notice = styled.section`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  margin-bottom: 3rem;
  padding: 1.25rem 1.5rem;
  border-radius: ${theme.radius.medium};
  border: 1px solid ${theme.color.tealMist};
  border-left: 6px solid ${theme.color.teal};
  background: ${theme.color.tealWash};
  h2 {
    font-size: 1.375rem;
    margin-bottom: 0.25rem;
  }
  p {
    margin: 0;
    max-width: 46rem;
  }
`;

const NoticeIcon = styled.span`
  color: ${theme.color.teal};
  line-height: 1;
`;

const DownloadLink = styled.a`
  font-weight: 700;
  color: ${theme.color.teal};
`;

const Format = styled.span`
  margin-left: 0.375rem;
  font-weight: 400;
  color: ${theme.color.muted};
`;

const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  ${mediaUp('large')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Recent = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    padding: 0.75rem 1rem;
    background: ${theme.color.white};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.medium};
  }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${theme.color.tealMist};
  color: ${theme.color.pine};
`;

const When = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;

const Social = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  a {
    display: block;
    padding: 0.75rem 1rem;
    border-radius: ${theme.radius.medium};
    background: ${theme.color.white};
    border: 1px solid ${theme.color.line};
    text-decoration: none;
    color: ${theme.color.ink};
  }
  strong {
    display: block;
    color: ${theme.color.teal};
  }
  span {
    font-size: 0.875rem;
    color: ${theme.color.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
