/**
 * The conditions area's console pages (exposed as `./console`, decision 064's contract;
 * decision 072): the clicks still made on its retired downtown hotel links. The shell's console
 * lists and routes them; the area's console API (the shared `partnerClickConsoleRoutes` on its
 * click table, registered in server/index.ts) answers them through the shell.
 */
import type { AreaConsoleModule } from '@estes/shared/console';
import { RetiredHotelLinksPage } from './console/retired-hotel-links-page';

const conditionsConsole: AreaConsoleModule = {
  pages: [
    {
      path: '/console/retired-hotel-links',
      title: 'Retired hotel links',
      description: 'Clicks on the downtown guide’s old hotel-card links, per day, hotel and page.',
      roles: ['reviewer', 'operator', 'admin'],
      Page: RetiredHotelLinksPage,
    },
  ],
};

export default conditionsConsole;
