import { AreaPageFrame, paths } from '@estes/shared';

export default function WeatherPage() {
  return (
    <AreaPageFrame
      heading="Estes Park Weather"
      eyebrow="Mountain weather"
      intro="Current conditions and forecasts for town at 7,522 ft and up at the Alpine Visitor Center at 11,796 ft, with what to wear and when to go."
      art="heroPeaks"
      related={[
        { title: 'Webcams', href: paths.webcams(), text: 'See the conditions live.' },
        { title: 'Things to do', href: paths.thingsToDo(), text: 'Plan around the forecast.' },
      ]}
    />
  );
}
