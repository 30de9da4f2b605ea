import { AreaPageFrame, paths } from '@estes/shared';

export default function DowntownPage() {
  return (
    <AreaPageFrame
      heading="Downtown Estes Park"
      eyebrow="Downtown guide"
      intro="Stroll the Riverwalk and Elkhorn Avenue: historic storefronts, shops, restaurants, parking tips and events in the heart of town."
      art="townRiver"
      related={[
        { title: 'Plan your trip', href: paths.tripPlanning(), text: 'Build your days around downtown.' },
        { title: 'Events', href: paths.events(), text: 'Festivals on the street.' },
        { title: 'Where to stay', href: paths.accommodations(), text: 'Stay within walking distance.' },
      ]}
    />
  );
}
