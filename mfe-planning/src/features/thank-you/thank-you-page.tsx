/**
 * /thankyou (spec: Welcome page), where sign-ups from every placement but lodging continue:
 * the visitor's subscriber number and the count (587 plus every stored sign-up), the three
 * guides to download (real files from the planning API), the check-your-email notice, social
 * links, the newest sign-ups (place on the site and time only) and the way back.
 */
import styled from 'styled-components';
import {
  ButtonLink,
  Card,
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
import type { RecentSignup } from './community';
import { guideDownloads, guideDownloadsPath } from './guide-downloads';
import { LineIcon } from '../../ui/line-icons';

export interface ThankYouData {
  /** Null when the numbers could not be read: the rest of the page still helps. */
  community: { subscriberCount: number; recent: RecentSignup[] } | null;
}

export async function loader({ request, api }: AreaLoaderArgs): Promise<ThankYouData> {
  try {
    const response = await api('/api/planning/newsletter/community', {
      headers: { accept: 'application/json' },
      signal: request.signal,
    });
    if (!response.ok) return { community: null };
    // The zod check is fetched here, not with the page's first load.
    const { parseCommunity } = await import(/* webpackChunkName: "planning-community" */ './community');
    return { community: parseCommunity(await response.json(), new Date()) };
  } catch {
    return { community: null };
  }
}

const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/estesparkguide', text: 'Daily photos and road updates' },
  { name: 'Instagram', href: 'https://www.instagram.com/estesparkguide', text: 'Elk, peaks and sunrise shots' },
  { name: 'YouTube', href: 'https://www.youtube.com/@estesparkguide', text: 'Trail and drive videos' },
  { name: 'Pinterest', href: 'https://www.pinterest.com/estesparkguide', text: 'Itineraries to save for later' },
] as const;

const count = new Intl.NumberFormat('en-US');

export default function ThankYouPage() {
  const { community } = useAreaPageData<ThankYouData>();
  return (
    <>
      <PageHero
        heading="Welcome to The Estes Insider!"
        eyebrow="You’re in"
        art="nightSky"
        intro={
          community
            ? `You’re subscriber #${count.format(community.subscriberCount)}: one of ${count.format(community.subscriberCount)} insiders planning better trips to Estes Park.`
            : 'Thank you for joining the locals’ newsletter for Estes Park and Rocky Mountain National Park.'
        }
      >
        {community ? (
          <Counter>
            <strong>{count.format(community.subscriberCount)}</strong>
            <span>insiders and counting</span>
          </Counter>
        ) : null}
      </PageHero>

      <Section>
        <Container>
          <Notice aria-labelledby="check-email-heading">
            <NoticeIcon>
              <LineIcon name="envelope" size={32} />
            </NoticeIcon>
            <div>
              <h2 id="check-email-heading">Check your email</h2>
              <p>
                We’ve sent you a welcome e-mail. Open it to confirm your subscription so The Estes Insider reaches your
                inbox. Not there in five minutes? Look in your spam or promotions folder and mark us as a safe sender.
              </p>
            </div>
          </Notice>

          <SectionHeading>Your free planning guides</SectionHeading>
          <Lead>Three short guides from locals, ready to read on your phone or print for the trip.</Lead>
          <CardGrid>
            {guideDownloads.map((guide) => (
              <Card key={guide.file}>
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

const Counter = styled.p`
  display: inline-flex;
  align-items: baseline;
  gap: 0.5rem;
  margin: 0;
  padding: 0.5rem 1rem;
  border-radius: ${theme.radius.pill};
  background: rgba(255, 255, 255, 0.16);
  strong {
    font-size: 1.75rem;
    font-family: ${theme.font.heading};
  }
`;

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
