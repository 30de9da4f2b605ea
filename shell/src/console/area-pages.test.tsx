/**
 * The areas' console pages in the console (decision 064), with stand-ins of the areas'
 * `./console` modules: the navigation and the home page list the pages the role may open, an
 * area whose module does not load is one sentence on the home page (an area that exposes none
 * is not mentioned), the router takes an area's
 * address (on a link and on a reload), the page calls its area's API through the shell with
 * `consoleFetch`, and a page that fails keeps to itself.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accounts } from './testing/console-api-stand-in';
import { liveAreas, planningConsole, standInLoader } from './testing/area-console-modules';
import { callLines, renderConsole } from './testing/render-console';

const navLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Console' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the console: the areas’ pages', () => {
  it('lists a reviewer’s area pages and says nothing of an area that has no console module by design', async () => {
    const loader = standInLoader({ planning: { default: planningConsole }, lodging: { pages: [] } });
    const api = renderConsole(
      '/console',
      (stand) => {
        stand.signedIn = accounts.reviewer;
        stand.liveAreas = liveAreas;
        stand.areaAnswers.set('GET /console/api/areas/planning/queue?status=new', {
          status: 200,
          body: { items: ['a', 'b', 'c'] },
        });
      },
      loader,
    );
    // The home page lists the areas' pages once they have loaded.
    expect(await screen.findByText('What visitors sent, waiting for a decision.')).toBeInTheDocument();
    expect(await navLinks()).toEqual(['Console home', 'Page views', 'Submissions']);
    // Content's version exposes no `./console`: it is not asked for one, and that is no failure.
    expect(loader.asked).toEqual([
      'lodging /remotes/lodging/2.0.0/remoteEntry.js',
      'planning /remotes/planning/1.4.0/remoteEntry.js',
    ]);
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    // The reviewer's work is in the console now: no "use the command" sentence.
    expect(screen.queryByText(/npm run submissions/)).not.toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Console' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Submissions' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Submissions' });
    expect(heading).toHaveFocus();
    expect(window.location.pathname).toBe('/console/submissions');
    expect(await screen.findByTestId('queue')).toHaveTextContent('3 waiting for rey@estes.example');
    expect(callLines(api)).toContain('GET /console/api/areas/planning/queue?status=new');
  });

  it('says which area’s console pages could not be loaded when its module fails, and lists the others', async () => {
    const loader = standInLoader({ planning: planningConsole });
    renderConsole(
      '/console',
      (stand) => {
        stand.signedIn = accounts.reviewer;
        stand.liveAreas = liveAreas;
      },
      loader,
    );
    expect(
      await screen.findByText(
        "The lodging area's console pages could not be loaded (version 2.0.0): its files could not be loaded.",
      ),
    ).toBeInTheDocument();
    expect(await navLinks()).toEqual(['Console home', 'Page views', 'Submissions']);
    // One sentence, for the area whose module failed: none for content, which has none.
    expect(screen.getAllByText(/could not be loaded/)).toHaveLength(1);
  });

  it('opens an area’s page from its address once the areas are loaded (a reload), with the server’s refusal in words', async () => {
    renderConsole(
      '/console/submissions',
      (stand) => {
        stand.signedIn = accounts.admin;
        stand.liveAreas = liveAreas;
        stand.areaAnswers.set('GET /console/api/areas/planning/queue?status=new', {
          status: 403,
          body: { error: 'Only reviewers and admins may do this; you are signed in as an operator.' },
        });
      },
      standInLoader({ planning: planningConsole }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Submissions' })).toBeInTheDocument();
    expect(await screen.findByTestId('queue')).toHaveTextContent('Only reviewers and admins may do this');
    // Admins may open every page: the shell's and each area's.
    expect(await navLinks()).toEqual([
      'Console home',
      'People',
      'Audit log',
      'Deploys',
      'Page views',
      'Submissions',
      'Planning settings',
    ]);
  });

  it('tells a reviewer an admin’s area page is not theirs', async () => {
    const loader = standInLoader({ planning: planningConsole });
    renderConsole(
      '/console/planning-settings',
      (stand) => {
        stand.signedIn = accounts.reviewer;
        stand.liveAreas = liveAreas;
      },
      loader,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role (reviewer) cannot open Planning settings: only admins can.',
    );
  });

  it('keeps a page that throws inside its area: the frame and the navigation stay', async () => {
    renderConsole(
      '/console/planning-settings',
      (stand) => {
        stand.signedIn = accounts.admin;
        stand.liveAreas = liveAreas;
      },
      standInLoader({ planning: planningConsole }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page of the planning area stopped working: the page broke.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Planning settings' })).toBeInTheDocument();
    expect(await navLinks()).toContain('Console home');
  });

  it('lists no page whose address is the shell’s or another page’s, and says so; a wrong module is a sentence', async () => {
    const clashing = {
      pages: [{ ...planningConsole.pages[0], path: '/console/people', title: 'Not people' }],
    };
    renderConsole(
      '/console',
      (stand) => {
        stand.signedIn = accounts.admin;
        stand.liveAreas = liveAreas;
      },
      standInLoader({ planning: clashing, lodging: { pages: 'none' } }),
    );
    expect(
      await screen.findByText(
        "The planning area's page “Not people” is not listed: its address /console/people is another page’s.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "The lodging area's console pages could not be loaded (version 2.0.0): its console module lists no pages.",
      ),
    ).toBeInTheDocument();
    expect(await navLinks()).toEqual(['Console home', 'People', 'Audit log', 'Deploys', 'Page views']);
  });

  it('says so when the areas cannot be listed, and the shell’s own pages still work', async () => {
    renderConsole('/console', (stand) => {
      stand.signedIn = accounts.admin;
      stand.failNext.set('/console/api/areas', { status: 500, body: { error: 'Something went wrong on our side.' } });
    });
    expect(
      await screen.findByText('The areas’ console pages could not be listed: Something went wrong on our side.'),
    ).toBeInTheDocument();
    expect(await navLinks()).toEqual(['Console home', 'People', 'Audit log', 'Deploys', 'Page views']);
  });
});
