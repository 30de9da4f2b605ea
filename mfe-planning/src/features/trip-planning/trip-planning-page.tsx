import { AreaPageFrame, paths } from '@estes/shared';

export default function TripPlanningPage() {
  return (
    <AreaPageFrame
      heading="Plan Your Estes Park Trip"
      eyebrow="Trip planning"
      intro="Tell us your dates, group and interests and a local will put together a custom itinerary, with replies within 24 hours."
      art="heroPeaks"
      related={[
        { title: 'Where to stay', href: paths.accommodations(), text: 'Compare lodging for your dates.' },
        { title: 'Weather', href: paths.weather(), text: 'Check conditions before you go.' },
        { title: 'Webcams', href: paths.webcams(), text: 'See the park and town live.' },
        { title: 'Restaurants', href: paths.restaurants(), text: 'Plan where to eat.' },
      ]}
    />
  );
}
