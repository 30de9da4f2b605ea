import { AreaPageFrame, paths } from '@estes/shared';

export default function ThankYouPage() {
  return (
    <AreaPageFrame
      heading="Welcome to The Estes Insider!"
      eyebrow="You’re in"
      intro="Thank you for joining. Check your email for a confirmation, then start planning with our guides."
      art="nightSky"
      related={[
        { title: 'Home', href: paths.home(), text: 'Back to the start.' },
        { title: 'Where to stay', href: paths.accommodations(), text: 'Compare lodging for your trip.' },
      ]}
    />
  );
}
