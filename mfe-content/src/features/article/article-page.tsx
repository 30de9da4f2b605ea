import { AreaPageFrame, paths } from '@estes/shared';

export default function ArticlePage() {
  return (
    <AreaPageFrame
      heading="Local Intel"
      eyebrow="Expert guide"
      intro="A local’s guide to Estes Park and Rocky Mountain National Park."
      art="elkMeadow"
      related={[
        { title: 'All guides', href: paths.blog(), text: 'Browse every Local Intel story.' },
        { title: 'Where to stay', href: paths.accommodations(), text: 'Compare lodging for your trip.' },
      ]}
    />
  );
}
