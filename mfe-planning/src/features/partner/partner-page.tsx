import { AreaPageFrame, paths } from '@estes/shared';

export default function PartnerPage() {
  return (
    <AreaPageFrame
      heading="Partner With Us"
      eyebrow="Partnerships"
      intro="Lodging, restaurants, activity providers and event organizers: reach visitors planning their Estes Park trip. We answer every application within 24 hours."
      art="townRiver"
      related={[
        { title: 'Submit an event', href: paths.submitEvent(), text: 'Tell visitors about your event.' },
        { title: 'Trip planning', href: paths.tripPlanning(), text: 'Contact our local team.' },
      ]}
    />
  );
}
