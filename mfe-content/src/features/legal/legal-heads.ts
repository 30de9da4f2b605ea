/**
 * What the head of each legal page says (title, description, keywords): kept apart from the
 * documents' text so the routes module, which every content page loads, stays small.
 */
export type LegalDocumentId = 'privacy-policy' | 'terms-of-service' | 'accessibility';

export interface LegalDocumentHead {
  /** The page heading, e.g. 'Privacy Policy'. */
  title: string;
  /** One or two sentences for the page's meta description (120-160 characters). */
  summary: string;
  keywords: readonly string[];
}

export const legalDocumentHeads: Readonly<Record<LegalDocumentId, LegalDocumentHead>> = {
  'privacy-policy': {
    title: 'Privacy Policy',
    summary:
      'How Estes Park Guide collects, uses and protects the little personal ' +
      'information it handles, and the choices you have about it.',
    keywords: [
      'privacy policy',
      'Estes Park Guide',
      'personal information',
      'data protection',
      'newsletter privacy',
      'affiliate links',
      'local storage',
      'Estes Park',
      'Rocky Mountain National Park',
    ],
  },
  'terms-of-service': {
    title: 'Terms of Service',
    summary:
      'The terms for using Estes Park Guide: accuracy of information, bookings with ' +
      'third-party partners, affiliate links, your submissions and our liability.',
    keywords: [
      'terms of service',
      'terms of use',
      'Estes Park Guide',
      'affiliate disclosure',
      'booking partners',
      'event submissions',
      'Estes Park',
      'Rocky Mountain National Park',
    ],
  },
  accessibility: {
    title: 'Accessibility Statement',
    summary:
      'Estes Park Guide aims to be usable by everyone. Read our WCAG 2.1 AA ' +
      'conformance status, the measures we take, known limitations and how to reach ' +
      'us.',
    keywords: [
      'accessibility statement',
      'accessibility',
      'WCAG 2.1',
      'level AA',
      'screen reader',
      'keyboard navigation',
      'Estes Park Guide',
      'Estes Park',
      'Rocky Mountain National Park',
    ],
  },
};
