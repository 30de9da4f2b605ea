/**
 * Stand-ins of areas' `./console` modules for the console's tests (decision 064): a planning
 * module with a reviewer's page that calls its API through `consoleFetch`, and an admin's page;
 * what the loader answers for each area is the test's choice.
 */
import { useEffect, useState } from 'react';
import {
  consoleErrorMessage,
  consoleFetch,
  type AreaConsoleModule,
  type AreaConsolePageProps,
  type ConsoleArea,
} from '@estes/shared/console';
import type { AreaConsoleLoader } from '../area-consoles';

function QueuePage({ account, apiBase }: AreaConsolePageProps) {
  const [answer, setAnswer] = useState('Loading the queue…');
  useEffect(() => {
    consoleFetch<{ items: string[] }>(`${apiBase}/queue?status=new`).then(
      ({ items }) => setAnswer(`${items.length} waiting for ${account.email}`),
      (error: unknown) => setAnswer(consoleErrorMessage(error)),
    );
  }, [account.email, apiBase]);
  return <p data-testid="queue">{answer}</p>;
}

function BrokenPage(): never {
  throw new Error('the page broke.');
}

export const planningConsole: AreaConsoleModule = {
  pages: [
    {
      path: '/console/submissions',
      title: 'Submissions',
      description: 'What visitors sent, waiting for a decision.',
      roles: ['reviewer'],
      Page: QueuePage,
    },
    {
      path: '/console/planning-settings',
      title: 'Planning settings',
      description: 'Only admins change these.',
      roles: ['admin'],
      Page: BrokenPage,
    },
  ],
};

/** Lodging and planning expose `./console` (their manifests say so); content does not, by design. */
export const liveAreas: ConsoleArea[] = [
  { area: 'lodging', version: '2.0.0', entry: '/remotes/lodging/2.0.0/remoteEntry.js', exposesConsole: true },
  { area: 'planning', version: '1.4.0', entry: '/remotes/planning/1.4.0/remoteEntry.js', exposesConsole: true },
  { area: 'content', version: '3.1.0', entry: '/remotes/content/3.1.0/remoteEntry.js', exposesConsole: false },
];

/**
 * A loader answering from `modules` by area; an area not there fails as Module Federation does
 * when the version's scripts cannot be fetched (a real load failure, its message as thrown).
 */
export function standInLoader(modules: Record<string, unknown>): AreaConsoleLoader & { asked: string[] } {
  const asked: string[] = [];
  const load = async ({ area, entry }: ConsoleArea) => {
    asked.push(`${area} ${entry}`);
    if (!(area in modules)) {
      throw new Error(
        `[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nargs: {"resourceUrl":"${entry}"}\nView the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008`,
      );
    }
    return modules[area];
  };
  return Object.assign(load, { asked });
}
