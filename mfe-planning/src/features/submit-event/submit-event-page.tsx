/**
 * /submit-event: guidelines, categories, promotion options, how review works, the long form,
 * FAQ and contact. A person reviews every submission (npm run submissions) before it appears
 * on the events calendar.
 */
import styled from 'styled-components';
import {
  Container,
  Link,
  PageHero,
  Section,
  SectionHeading,
  mediaUp,
  paths,
  theme,
  useAreaPageData,
  type LoaderFunctionArgs,
} from '@estes/shared';
import { PageSection } from '@estes/shared/ui/section';
import { TextCards } from '@estes/shared/ui/card';
import { FormSection } from '../../components/form-section';
import { contactBlocks } from '../../data/contact-blocks';
import { OptionNotes } from '../../components/tile-grid';
import { StepNumber } from '../../components/step-number';
import { submitEventGuide } from '../../data/submit-event-guide';
import { submitEventTypeOptions } from '../../domain/form-options';
import { EventSubmissionForm } from './event-submission-form';

export interface SubmitEventPageData {
  /** A plain form post came back accepted (?sent=<id>), with how many photos were left out. */
  sent: boolean;
  droppedPhotos: number;
}

export function loader({ request }: LoaderFunctionArgs): SubmitEventPageData {
  const search = new URL(request.url).searchParams;
  const dropped = Number(search.get('dropped'));
  return {
    sent: /^s[0-9a-f]{10}$/.test(search.get('sent') ?? ''),
    droppedPhotos: Number.isInteger(dropped) && dropped > 0 && dropped < 100 ? dropped : 0,
  };
}

export default function SubmitEventPage() {
  const { sent, droppedPhotos } = useAreaPageData<SubmitEventPageData>();
  return (
    <>
      <PageHero
        heading="Submit Your Event"
        eyebrow="Events"
        intro="Tell visitors and locals about your event. Listings are free, and a person reviews every submission within 48 hours."
        art="townRiver"
      />

      <Section aria-labelledby="guidelines-heading">
        <Container>
          <Columns>
            <div>
              <SectionHeading id="guidelines-heading">Submission guidelines</SectionHeading>
              <Checklist>
                {submitEventGuide.guidelines.map((guideline) => (
                  <li key={guideline}>{guideline}</li>
                ))}
              </Checklist>
            </div>
            <div>
              <SectionHeading as="h2" id="categories-heading">
                Event categories
              </SectionHeading>
              <OptionNotes
                options={submitEventTypeOptions}
                notes={submitEventGuide.categoryNotes}
                labelledBy="categories-heading"
                min="100%"
              />
            </div>
          </Columns>
        </Container>
      </Section>

      <PageSection
        id="promotion"
        tone="mist"
        heading="Promotion options"
        lead="Listed events reach visitors planning their trip through the guide."
      >
        <TextCards items={submitEventGuide.promotions} />
      </PageSection>

      <PageSection id="process" heading="How it works">
        <TextCards
          items={submitEventGuide.reviewSteps}
          numbered
          minWidth="13rem"
          marker={(index) => <StepNumber aria-hidden="true">{index + 1}</StepNumber>}
        />
      </PageSection>

      <FormSection
        id="submit-form"
        heading="Tell us about your event"
        lead={
          <>
            Already listed? See the <Link to={paths.events()}>events calendar</Link>.
          </>
        }
        contact={contactBlocks.submitEvent}
      >
        <EventSubmissionForm sent={sent} droppedPhotos={droppedPhotos} />
      </FormSection>

      <PageSection id="faq" heading="Frequently asked questions">
        <Faq>
          {submitEventGuide.faq.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </Faq>
      </PageSection>
    </>
  );
}

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  ${mediaUp('large')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Checklist = styled.ul`
  padding-left: 1.25rem;
  li {
    margin-bottom: 0.5rem;
  }
`;

const Faq = styled.div`
  max-width: 46rem;
  details {
    border-bottom: 1px solid ${theme.color.line};
    padding: 0.75rem 0;
  }
  summary {
    font-weight: 700;
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  p {
    color: ${theme.color.muted};
    margin: 0.5rem 0 0;
  }
`;
