/**
 * The shell's own sections of the console (decision 060), who may open them, and what each role
 * is for. The areas add their pages from their own deploy units (`./console`, decision 064):
 * console-pages.tsx puts both in one list, which the navigation, the home page and the router read.
 */
import type { ComponentType } from 'react';
import type { ConsoleRole, ConsoleSession } from './console-api';
import { consolePaths } from './console-paths';
import { AuditPage } from './pages/audit-page';
import { DeploysPage } from './pages/deploys-page';
import { PageViewsPage } from './pages/page-views-page';
import { PeoplePage } from './pages/people-page';

export { consolePaths } from './console-paths';
export { roleDescriptions } from './console-roles';

export interface ConsoleSection {
  path: string;
  title: string;
  /** Who may open it (admins may open every section anyway); the server checks every call again. */
  roles: readonly ConsoleRole[];
  description: string;
  /** The page (it shows its own heading, `title`). */
  Page: ComponentType<{ session: ConsoleSession }>;
}

/** The shell's sections, in the navigation's order (before the areas' pages). */
export const consoleSections: readonly ConsoleSection[] = [
  {
    path: consolePaths.people,
    title: 'People',
    roles: ['admin'],
    description: 'Who has an account, the invitations still open, and inviting someone.',
    Page: PeoplePage,
  },
  {
    path: consolePaths.audit,
    title: 'Audit log',
    roles: ['admin'],
    description: 'Who signed in, invited, approved, published or rolled back what, newest first.',
    Page: AuditPage,
  },
  {
    path: consolePaths.deploys,
    title: 'Deploys',
    roles: ['operator', 'admin'],
    description: 'Each area’s live and kept versions, making a kept version live, and every instance’s health.',
    Page: DeploysPage,
  },
  {
    path: consolePaths.pageViews,
    title: 'Page views',
    roles: ['reviewer', 'operator', 'admin'],
    description: 'Which pages visitors open, per day and from which sites, and the searches that found nothing.',
    Page: PageViewsPage,
  },
];

/**
 * What a role's work needs while no console page serves it (the home page shows it only then):
 * the reviewers' queue is the planning area's page (decision 065), so a live planning version
 * without it, or one whose console module did not load, leaves them the command.
 */
export const notYetInConsole: Partial<Record<ConsoleRole, string>> = {
  reviewer:
    'No submissions queue is in the console right now (the planning area’s live version has none, or it did not load): submissions are reviewed with `npm run submissions` on a server meanwhile.',
};
