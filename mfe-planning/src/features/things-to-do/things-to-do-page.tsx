import { AreaPageFrame, paths } from '@estes/shared';

export default function ThingsToDoPage() {
  return (
    <AreaPageFrame
      heading="Things to Do in Estes Park"
      eyebrow="Things to do"
      intro="Hike to alpine lakes, watch elk in the meadows, drive Trail Ridge Road, ride the aerial tramway or browse the shops on Elkhorn Avenue."
      art="elkMeadow"
      related={[
        { title: 'Events', href: paths.events(), text: 'Festivals and concerts this season.' },
        { title: 'Restaurants', href: paths.restaurants(), text: 'Refuel after the trail.' },
        { title: 'Weather', href: paths.weather(), text: 'Plan around the mountain forecast.' },
      ]}
    />
  );
}
