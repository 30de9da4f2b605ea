import { AreaPageFrame, paths } from '@estes/shared';

export default function RestaurantsPage() {
  return (
    <AreaPageFrame
      heading="Estes Park Restaurants"
      eyebrow="Where to eat"
      intro="Trailhead breakfasts, riverside patios, steakhouses, craft breweries and cozy cafés: where to eat in Estes Park."
      art="townRiver"
      related={[
        { title: 'Downtown guide', href: paths.downtown(), text: 'Dining on the Riverwalk.' },
        { title: 'Things to do', href: paths.thingsToDo(), text: 'Plan the rest of your day.' },
      ]}
    />
  );
}
