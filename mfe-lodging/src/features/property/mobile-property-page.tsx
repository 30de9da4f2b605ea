import { AreaPageFrame, ButtonLink, paths } from '@estes/shared';

export default function MobilePropertyPage() {
  return (
    <AreaPageFrame
      heading="Property Details"
      eyebrow="Estes Park lodging"
      intro="Photos, highlights, facilities and house rules for this stay, with dates and guests at a glance."
      heroActions={
        <ButtonLink to={paths.accommodations()} tone="light">
          ← Back to all lodging
        </ButtonLink>
      }
      related={[
        { title: 'All lodging', href: paths.accommodations(), text: 'Compare hotels, cabins and vacation homes.' },
        { title: 'Weather', href: paths.weather(), text: 'Check conditions for your dates.' },
      ]}
    />
  );
}
