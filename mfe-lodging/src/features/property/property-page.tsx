import { AreaPageFrame, ButtonLink, paths } from '@estes/shared';

export default function PropertyPage() {
  return (
    <AreaPageFrame
      heading="Property Details"
      eyebrow="Estes Park lodging"
      intro="Rooms, amenities, policies and nightly prices for this property, with booking through our trusted partners."
      heroActions={
        <ButtonLink to={paths.accommodations()} tone="light">
          ← Back to all lodging
        </ButtonLink>
      }
      related={[
        { title: 'All lodging', href: paths.accommodations(), text: 'Compare hotels, cabins and vacation homes.' },
        { title: 'Things to do', href: paths.thingsToDo(), text: 'Plan your days around your stay.' },
        { title: 'Restaurants', href: paths.restaurants(), text: 'Where to eat nearby.' },
      ]}
    />
  );
}
