/**
 * The shell's own sections of the console (decision 060), who may open them, and what each role
 * is for. The areas add their pages from their own deploy units (`./console`, decision 064):
 * console-pages.tsx puts both in one list, which the navigation, the home page and the router read.
 */
import type { ComponentType } from 'react';
import type { ConsoleRole, ConsoleSession } from './console-api';
import { consolePaths } from './console-paths';
import { AuditPage } from './pages/audit-page';
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
];

/**
 * What a role's work needs while no console page serves it (the home page shows it only then),
 * said plainly rather than shown as a page that does nothing.
 */
export const notYetInConsole: Partial<Record<ConsoleRole, string>> = {
  reviewer:
    'The submissions queue is not in the console yet: until it is, submissions are reviewed with `npm run submissions` on a server.',
  operator:
    'Deploys and health are not in the console yet: until they are, areas are published and rolled back with `npm run remotes` on a server.',
};
