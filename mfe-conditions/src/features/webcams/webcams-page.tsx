import { AreaPageFrame, paths } from '@estes/shared';

export default function WebcamsPage() {
  return (
    <AreaPageFrame
      heading="Estes Park Live Webcams"
      eyebrow="Live"
      intro="Live views of Rocky Mountain National Park, downtown Estes Park, the weather and the roads, refreshed every few minutes."
      art="heroPeaks"
      related={[
        { title: 'Weather', href: paths.weather(), text: 'Forecasts for town and the high country.' },
        { title: 'Events', href: paths.events(), text: 'What’s on in town.' },
        { title: 'Where to stay', href: paths.accommodations(), text: 'Find lodging with a view.' },
      ]}
    />
  );
}
