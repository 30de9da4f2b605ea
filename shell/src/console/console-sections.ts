/** The console's pages, who may open them, and what each role is for (decision 060). */
import type { ConsoleRole } from './console-api';

export const consolePaths = {
  home: '/console',
  signIn: '/console/sign-in',
  welcome: '/console/welcome',
  people: '/console/people',
  audit: '/console/audit',
  pageViews: '/console/page-views',
} as const;

export interface ConsoleSection {
  path: string;
  title: string;
  /** Who may open it; the server checks every call again. */
  roles: readonly ConsoleRole[];
  description: string;
}

/** The sections a signed-in person may open from the console's home, in the navigation's order. */
export const consoleSections: readonly ConsoleSection[] = [
  {
    path: consolePaths.people,
    title: 'People',
    roles: ['admin'],
    description: 'Who has an account, the invitations still open, and inviting someone.',
  },
  {
    path: consolePaths.audit,
    title: 'Audit log',
    roles: ['admin'],
    description: 'Who signed in, invited, approved, published or rolled back what, newest first.',
  },
  {
    path: consolePaths.pageViews,
    title: 'Page views',
    roles: ['reviewer', 'operator', 'admin'],
    description: 'Which pages visitors open, per day and from which sites, and the searches that found nothing.',
  },
];

export const sectionsFor = (role: ConsoleRole) => consoleSections.filter((section) => section.roles.includes(role));

export const roleDescriptions: Record<ConsoleRole, string> = {
  reviewer: 'reviews what visitors send: event submissions, trip requests, partner applications and messages',
  operator: 'publishes and rolls back the site’s areas and watches each instance’s health',
  admin: 'invites people, reads the audit log, and may do everything reviewers and operators do',
};

/**
 * What a role's work needs until its console pages are built, said plainly rather than shown
 * as a page that does nothing.
 */
export const notYetInConsole: Partial<Record<ConsoleRole, string>> = {
  reviewer:
    'The submissions queue is not in the console yet: until it is, submissions are reviewed with `npm run submissions` on a server.',
  operator:
    'Deploys and health are not in the console yet: until they are, areas are published and rolled back with `npm run remotes` on a server.',
};
