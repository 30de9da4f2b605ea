/**
 * The legal texts are data files (docs/rules/content.md#legal-pages): each one is checked here
 * for its shape and its anchors, since no compiler reads a JSON file's rules.
 */
import { z } from 'zod';
import { legalDocumentHeads } from './legal-heads';
import { legalDocuments } from './legal-documents';

const text = z.string().trim().min(1);
const legalDocumentSchema = z.strictObject({
  id: z.enum(['privacy-policy', 'terms-of-service', 'accessibility']),
  title: text,
  summary: text,
  keywords: z.array(text).min(1),
  lastUpdated: z.iso.date(),
  intro: text,
  sections: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
        heading: text,
        blocks: z.array(z.union([text, z.strictObject({ list: z.array(text).min(1) })])).min(1),
      }),
    )
    .min(1),
});

describe('the legal documents', () => {
  it.each(Object.values(legalDocuments))('$id is complete, with a kebab-case anchor per section', (document) => {
    expect(legalDocumentSchema.safeParse(document).error?.issues).toBeUndefined();
    const anchors = document.sections.map((section) => section.id);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it('has a head for each document, with a description search engines show in full', () => {
    expect(Object.keys(legalDocumentHeads).sort()).toEqual(Object.keys(legalDocuments).sort());
    for (const head of Object.values(legalDocumentHeads)) {
      expect(head.summary.length).toBeGreaterThanOrEqual(100);
      expect(head.summary.length).toBeLessThanOrEqual(170);
    }
  });

  it('leaves the contact details to the site settings, as {phone} and {email} tokens', () => {
    const all = JSON.stringify(Object.values(legalDocuments));
    expect(all).toMatch(/\{email\}/);
    expect(all).not.toMatch(/mailto:|@[a-z-]+\.(com|org)/);
  });
});
