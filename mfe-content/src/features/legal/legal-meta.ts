import type { RouteMetaContext } from '@estes/shared';
import { simplePageMeta } from '@estes/shared/seo';
import { legalDocumentHeads, type LegalDocumentId } from '../../data/legal/legal-heads';

export function legalPageMeta(documentId: LegalDocumentId, context: RouteMetaContext) {
  const document = legalDocumentHeads[documentId];
  return simplePageMeta(context, {
    title: document.title,
    description: document.summary,
    keywords: document.keywords,
  });
}
