import { AreaPageFrame, paths } from '@estes/shared';

export default function ListingPage() {
  return (
    <AreaPageFrame
      heading="Places to Stay in Estes Park"
      eyebrow="Where to stay"
      intro="Hotels on the Riverwalk, log cabins in the pines, vacation homes with mountain views and resorts minutes from Rocky Mountain National Park."
      related={[
        {
          title: 'Trip planning',
          href: paths.tripPlanning(),
          text: 'Tell us your dates and we’ll suggest where to stay.',
        },
        {
          title: 'Downtown guide',
          href: paths.downtown(),
          text: 'Stay within walking distance of shops and restaurants.',
        },
        { title: 'Weather', href: paths.weather(), text: 'See what the mountains are doing before you book.' },
      ]}
    />
  );
}
