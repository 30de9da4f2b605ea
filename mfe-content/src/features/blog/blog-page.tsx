import { AreaPageFrame, paths } from '@estes/shared';

export default function BlogPage() {
  return (
    <AreaPageFrame
      heading="Local Stories & Expert Guides"
      eyebrow="Local expertise"
      intro="Trail reports, elk-watching etiquette, where locals eat and how to beat the park crowds, written by people who live at the gateway to Rocky Mountain National Park."
      art="elkMeadow"
      related={[
        { title: 'Things to do', href: paths.thingsToDo(), text: 'Hikes, tours and wildlife watching.' },
        { title: 'Events', href: paths.events(), text: 'What’s happening in town this season.' },
        { title: 'The Estes Insider', href: paths.newsletter(), text: 'Local tips in your inbox, free.' },
      ]}
    />
  );
}
