/**
 * Keeps document.head in step with the current route on client-side navigation. A page an
 * error replaced sets its own head (the area error boundary), so only loaded pages count here.
 */
import { useMatches } from 'react-router-dom';
import type { PageMeta } from '@estes/shared';
import { usePageHead } from './use-page-head';

export function PageHeadSync() {
  const matches = useMatches();
  const deepest = matches[matches.length - 1];
  usePageHead((deepest?.data as { meta?: PageMeta } | undefined)?.meta);
  return null;
}
