/**
 * A page's form and how to reach a person, written once: the titled section with the form on
 * its card (the form names itself by the section's heading, `${id}-heading`), then the contact
 * block with the page's hours and reply promise.
 */
import type { ReactNode } from 'react';
import { PageSection } from '@estes/shared/ui/section';
import { FormCard } from '@estes/shared/ui/form';
import { ContactBlock, type ContactBlockProps } from './contact-block';

export function FormSection({
  id,
  heading,
  lead,
  tone = 'mist',
  contact,
  children,
}: {
  id: string;
  heading: ReactNode;
  lead?: ReactNode;
  tone?: 'plain' | 'mist';
  contact: ContactBlockProps;
  children: ReactNode;
}) {
  return (
    <>
      <PageSection id={id} tone={tone} heading={heading} lead={lead}>
        <FormCard>{children}</FormCard>
      </PageSection>
      <ContactBlock {...contact} />
    </>
  );
}
