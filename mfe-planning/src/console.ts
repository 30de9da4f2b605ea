/**
 * The planning area's pages in the operator console (exposed as `./console`, decision 064): the
 * review queues of what visitors send through its forms (decision 065). Loaded only by the
 * shell's console build after sign-in, never by a visitor page; the area's server build never
 * bundles it.
 */
import type { AreaConsoleModule } from '@estes/shared/console';
import ReviewQueuePage from './console/review-queue-page';

const planningConsole: AreaConsoleModule = {
  pages: [
    {
      path: '/console/submissions',
      title: 'Submissions',
      description:
        'What visitors send through the forms: approve or reject events and partner applications, answer trip requests and messages, delete, export CSV.',
      roles: ['reviewer'],
      Page: ReviewQueuePage,
    },
  ],
};

export default planningConsole;
