/** The page's fixed guidance: viewing tips, a conditions summary, wildlife, the technical side and who to call. */
import styled from 'styled-components';
import { Container, Section, SectionHeading, phoneHref, theme, useSiteSettings } from '@estes/shared';

const viewingTips = [
  { title: 'Look early', text: 'Mornings are usually clearest; clouds build over the Divide after noon in summer.' },
  {
    title: 'Compare elevations',
    text: 'Town sits at 7,522 ft and the Alpine Visitor Center at 11,796 ft: expect it to be 15–20 °F colder up high.',
  },
  {
    title: 'Check before you drive',
    text: 'The Beaver Meadows and Fall River entrance cameras show lines and snow before you leave your lodging.',
  },
  {
    title: 'Night views',
    text: 'After dark most cameras show little; look again after sunrise.',
  },
];

const conditionsSummary = [
  { place: 'Downtown Estes Park', note: 'Roads open year round; busiest 11 AM–4 PM on summer and fall weekends.' },
  {
    place: 'Park entrances',
    note: 'Beaver Meadows and Fall River are open all year; timed-entry permits apply in the main season.',
  },
  {
    place: 'Trail Ridge Road',
    note: 'Usually open from late May to mid-October; closed beyond Many Parks Curve in winter.',
  },
  {
    place: 'US-34 and US-36',
    note: 'Both canyons can ice over from October to April: check CDOT’s road conditions (cotrip.org) first.',
  },
];

const wildlife = [
  {
    animal: 'Elk',
    where: 'Moraine Park, Horseshoe Park and on the town golf course',
    when: 'Dawn and dusk; the rut from mid-September to October',
  },
  { animal: 'Bighorn sheep', where: 'Sheep Lakes in Horseshoe Park', when: 'Late morning, May to mid-August' },
  { animal: 'Moose', where: 'Kawuneeche Valley on the west side', when: 'Early morning and evening among the willows' },
  { animal: 'Mule deer', where: 'Throughout town and the lower meadows', when: 'All day, all year' },
];

export function WebcamsStaticBlocks() {
  const settings = useSiteSettings();
  return (
    <>
      <Section>
        <Container>
          <SectionHeading>Webcam viewing tips</SectionHeading>
          <Grid>
            {viewingTips.map((tip) => (
              <Block key={tip.title}>
                <h3>{tip.title}</h3>
                <p>{tip.text}</p>
              </Block>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section $tone="mist">
        <Container>
          <Columns>
            <div>
              <SectionHeading>Current conditions summary</SectionHeading>
              <List>
                {conditionsSummary.map((item) => (
                  <li key={item.place}>
                    <strong>{item.place}:</strong> {item.note}
                  </li>
                ))}
              </List>
            </div>
            <div>
              <SectionHeading>Wildlife viewing guide</SectionHeading>
              <List>
                {wildlife.map((item) => (
                  <li key={item.animal}>
                    <strong>{item.animal}:</strong> {item.where}. {item.when}.
                  </li>
                ))}
              </List>
              <Note>Stay at least 75 feet from elk, deer and sheep and 120 feet from moose.</Note>
            </div>
          </Columns>
        </Container>
      </Section>
      <Section>
        <Container>
          <Columns>
            <div>
              <SectionHeading>Technical information</SectionHeading>
              <List>
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
              </List>
            </div>
            <Contact aria-labelledby="webcam-contact-heading">
              <h2 id="webcam-contact-heading">Questions about conditions?</h2>
              <p>Our local team answers from 7 AM to 7 PM Mountain time.</p>
              <ContactLinks>
                <a href={phoneHref(settings.phone)}>Call {settings.phone}</a>
                <a href={`mailto:${settings.contactEmail}`}>Email {settings.contactEmail}</a>
              </ContactLinks>
            </Contact>
          </Columns>
        </Container>
      </Section>
    </>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

const Block = styled.li`
  padding: 1rem 1.125rem;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.white};
  h3 {
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  li {
    margin-bottom: 0.5rem;
  }
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
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.5rem 1rem;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.white};
    color: ${theme.color.pine};
    font-weight: 700;
    text-decoration: none;
  }
`;
