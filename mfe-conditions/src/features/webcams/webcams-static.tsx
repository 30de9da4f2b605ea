/** The page's fixed guidance: viewing tips, a conditions summary, wildlife, the technical side and who to call. */
import styled from 'styled-components';
import {
  Container,
  Section,
  SectionHeading,
  buttonStyles,
  phoneHref,
  theme,
  useSiteSettings,
  type ButtonTone,
} from '@estes/shared';
import { contactHours, wildlifeDistanceSentence } from '@estes/shared/text/site-texts';
import { TextCards } from '@estes/shared/ui/card';
import { PageSection } from '@estes/shared/ui/section';
import { SpacedList } from '../../components/lists';
import { conditionsSummary, viewingTips, wildlife } from '../../data/webcams-guide';

export function WebcamsStaticBlocks() {
  const settings = useSiteSettings();
  return (
    <>
      <PageSection id="viewing-tips" heading="Webcam viewing tips">
        <TextCards items={viewingTips} minWidth="220px" />
      </PageSection>
      <Section $tone="mist">
        <Container>
          <Columns>
            <div>
              <SectionHeading>Current conditions summary</SectionHeading>
              <SpacedList>
                {conditionsSummary.map((item) => (
                  <li key={item.place}>
                    <strong>{item.place}:</strong> {item.note}
                  </li>
                ))}
              </SpacedList>
            </div>
            <div>
              <SectionHeading>Wildlife viewing guide</SectionHeading>
              <SpacedList>
                {wildlife.map((item) => (
                  <li key={item.animal}>
                    <strong>{item.animal}:</strong> {item.where}. {item.when}.
                  </li>
                ))}
              </SpacedList>
              <Note>{wildlifeDistanceSentence}</Note>
            </div>
          </Columns>
        </Container>
      </Section>
      <Section>
        <Container>
          <Columns>
            <div>
              <SectionHeading>Technical information</SectionHeading>
              <SpacedList>
                <li>
                  The pictures are the National Park Service’s own. Our server fetches each camera’s latest picture at
                  most every 3 minutes, and this page checks for new ones every minute.
                </li>
                <li>Each card shows the time the camera took its picture, as the park’s server states it.</li>
                <li>
                  A camera that cannot be reached shows as offline, with the time of its last picture if we have one,
                  and is tried again a minute later.
                </li>
                <li>Times are Mountain time (MST in winter, MDT in summer).</li>
              </SpacedList>
            </div>
            <Contact aria-labelledby="webcam-contact-heading">
              <h2 id="webcam-contact-heading">Questions about conditions?</h2>
              <p>Our local team answers {contactHours.text}.</p>
              <ContactLinks>
                <ContactLink $tone="light" href={phoneHref(settings.phone)}>
                  Call {settings.phone}
                </ContactLink>
                <ContactLink $tone="light" href={`mailto:${settings.contactEmail}`}>
                  Email {settings.contactEmail}
                </ContactLink>
              </ContactLinks>
            </Contact>
          </Columns>
        </Container>
      </Section>
    </>
  );
}

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
`;

const Note = styled.p`
  font-size: 0.9375rem;
  color: ${theme.color.muted};
`;

const Contact = styled.section`
  padding: 1.5rem;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.pine};
  color: ${theme.color.white};
  h2 {
    color: ${theme.color.white};
    font-size: 1.5rem;
  }
`;

const ContactLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const ContactLink = styled.a<{ $tone?: ButtonTone }>`
  ${buttonStyles}
`;
