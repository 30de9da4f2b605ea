/** What each console role is for, in words (the home page, the welcome page, the invite form). */
import type { ConsoleRole } from './console-api';

export const roleDescriptions: Record<ConsoleRole, string> = {
  reviewer: 'reviews what visitors send: event submissions, trip requests, partner applications and messages',
  operator: 'publishes and rolls back the site’s areas and watches each instance’s health',
  admin: 'invites people, reads the audit log, and may do everything reviewers and operators do',
};
