/**
 * The lodging area's console pages (exposed as `./console`, decision 064's contract; decision
 * 067): the clicks on its partner links. The shell's console lists and routes them; the area's
 * console API (the shared `partnerClickConsoleRoutes` on its click table, registered in
 * server/index.ts, decision 072) answers them through the shell.
 */
import type { AreaConsoleModule } from '@estes/shared/console';
import { PartnerClicksPage } from './console/partner-clicks-page';

const lodgingConsole: AreaConsoleModule = {
  pages: [
    {
      path: '/console/partner-clicks',
      title: 'Partner clicks',
      description: 'Clicks on the lodging pages’ partner links, per day, property and page.',
      roles: ['reviewer', 'operator', 'admin'],
      Page: PartnerClicksPage,
    },
  ],
};

export default lodgingConsole;
