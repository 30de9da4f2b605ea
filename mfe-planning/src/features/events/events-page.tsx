import { paths } from '@estes/shared';
import { AreaPageFrame } from '@estes/shared/page-frame';

export default function EventsPage() {
  return (
    <AreaPageFrame
      heading="Upcoming Events & Experiences"
      eyebrow="Events calendar"
      intro="Elk Fest, the Scottish-Irish Highland Festival, summer concerts, farmers markets and holiday parades: what’s on in Estes Park."
      art="townRiver"
      related={[
        { title: 'Submit an event', href: paths.submitEvent(), text: 'Hosting something? Tell visitors about it.' },
        { title: 'Where to stay', href: paths.accommodations(), text: 'Book lodging near the festivities.' },
        { title: 'Downtown guide', href: paths.downtown(), text: 'Shops and restaurants near the venues.' },
      ]}
    />
  );
}
