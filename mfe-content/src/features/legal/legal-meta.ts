import { simplePageMeta, type RouteMetaContext } from '@estes/shared';
import { legalDocuments, type LegalDocumentId } from './legal-documents';

export function legalPageMeta(documentId: LegalDocumentId, context: RouteMetaContext) {
  const document = legalDocuments[documentId];
  return simplePageMeta(context, {
    title: document.title,
    description: document.summary,
    keywords: document.keywords,
  });
}
