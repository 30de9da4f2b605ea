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
  paths,
  theme,
  useAreaPageData,
  type AreaLoaderArgs,
} from '@estes/shared';
import { Card } from '@estes/shared/ui/card';
import { newsletterMessages, signupOutcomeOf, type SignupOutcome } from '@estes/shared/newsletter';
import type { RecentSignup } from '../../domain/newsletter-community';
import { guideDownloads, guideDownloadsPath } from './guide-downloads';
import { LineIcon } from '../../components/line-icons';
import { WelcomeCommunity } from './welcome-community';

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
    // The endpoint's module (and its zod check) is fetched here, not with the page's first load.
    const { fetchRecentSignups } = await import(
      /* webpackChunkName: "planning-community" */ '../../api/newsletter-community'
    );
    const recent = await fetchRecentSignups(api, request.signal, new Date());
    return recent ? { recent } : null;
  } catch {
    return null;
  }
}

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
          <WelcomeCommunity recent={community?.recent ?? []} />
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
