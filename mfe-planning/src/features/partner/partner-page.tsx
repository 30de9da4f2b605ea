/** /partner: why partner, the partnership types, and the application form (answered within 24 hours). */
import { PageHero, useAreaPageData, type LoaderFunctionArgs } from '@estes/shared';
import { PageSection } from '@estes/shared/ui/section';
import { FormSection } from '../../components/form-section';
import { contactBlocks } from '../../data/contact-blocks';
import { OptionNotes } from '../../components/tile-grid';
import { partnershipTypeOptions } from '../../domain/form-options';
import { PartnerApplicationForm } from './partner-application-form';

export interface PartnerPageData {
  sent: boolean;
}

export function loader({ request }: LoaderFunctionArgs): PartnerPageData {
  return { sent: /^s[0-9a-f]{10}$/.test(new URL(request.url).searchParams.get('sent') ?? '') };
}

const typeNotes: Record<string, string> = {
  accommodation: 'Hotels, cabins, vacation rentals and B&Bs',
  restaurant: 'Restaurants, cafés, breweries and food trucks',
  activity: 'Tours, outfitters, guides and attractions',
  content: 'Guest articles, photography and video',
  advertising: 'Display placements and sponsored guides',
  event: 'Festivals, concerts and event sponsorship',
  other: 'Something else? Tell us about it',
};

export default function PartnerPage() {
  const { sent } = useAreaPageData<PartnerPageData>();
  return (
    <>
      <PageHero
        heading="Partner With Us"
        eyebrow="Partnerships"
        intro="Lodging, restaurants, activity providers and event organizers: reach visitors planning their Estes Park trip. We answer every application within 24 hours."
        art="townRiver"
      />
      <PageSection id="types" heading="Ways to partner">
        <OptionNotes options={partnershipTypeOptions} notes={typeNotes} labelledBy="types-heading" />
      </PageSection>
      <FormSection
        id="partner-form"
        heading="Apply to partner"
        lead="We review every application and answer within 24 hours."
        contact={contactBlocks.partner}
      >
        <PartnerApplicationForm sent={sent} />
      </FormSection>
    </>
  );
}
