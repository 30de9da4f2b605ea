import { AreaPageFrame, paths } from '@estes/shared';

export default function SubmitEventPage() {
  return (
    <AreaPageFrame
      heading="Submit Your Event"
      eyebrow="Event submission"
      intro="Share your festival, concert, workshop or market with visitors planning their Estes Park trip. A person on our team reviews every submission within 48 hours."
      art="townRiver"
      related={[
        { title: 'Events calendar', href: paths.events(), text: 'See what’s already listed.' },
        { title: 'Partner with us', href: paths.partner(), text: 'Promote your business year-round.' },
      ]}
    />
  );
}
