import { AreaPageFrame, paths } from '@estes/shared';

export default function NewsletterPage() {
  return (
    <AreaPageFrame
      heading="Join The Estes Insider"
      eyebrow="The Estes Insider"
      intro="Join 2,500+ insiders who get local tips, seasonal guides, event picks and lodging deals for Estes Park, free in their inbox."
      art="nightSky"
      related={[
        { title: 'Where to stay', href: paths.accommodations(), text: 'Compare lodging for your trip.' },
        { title: 'Things to do', href: paths.thingsToDo(), text: 'Ideas for every season.' },
        { title: 'Local Intel blog', href: paths.blog(), text: 'Stories and guides from locals.' },
      ]}
    />
  );
}
