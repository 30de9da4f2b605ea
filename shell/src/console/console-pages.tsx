/**
 * Every page a signed-in person may reach in the console, in one list: the shell's sections
 * (console-sections.ts) and the pages the areas' `./console` modules contribute (decision 064).
 * The router (console-app.tsx), the navigation and the home page all read this list. The
 * areas' pages are loaded once a session exists; until then the list holds the shell's.
 */
import { Component, createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { roleMay, type ConsoleRole, type ConsoleSession } from '@estes/shared/console';
import { consoleApi, messageOf } from './console-api';
import { consolePaths } from './console-paths';
import { consoleSections } from './console-sections';
import {
  federationAreaConsoleLoader,
  loadAreaConsoles,
  type AreaConsoleLoader,
  type LoadedAreaPage,
} from './area-consoles';
import { Notice, PageTitle } from './components/console-ui';
import { useSession } from './session';

export interface ConsolePageEntry {
  path: string;
  title: string;
  description: string;
  roles: readonly ConsoleRole[];
  /** The area that contributes it; undefined for the shell's own sections. */
  area?: string;
  render: (session: ConsoleSession) => ReactNode;
}

export interface ConsolePages {
  /** Every page, the shell's first; filter with `pagesFor`. */
  pages: readonly ConsolePageEntry[];
  /** Whether the areas' pages are still being loaded (an address not yet known may be one of them). */
  loading: boolean;
  /** Sentences for the home page: areas whose pages could not be loaded. */
  problems: readonly string[];
}

const shellPages: ConsolePageEntry[] = consoleSections.map(({ Page, ...section }) => ({
  ...section,
  render: (session) => <Page session={session} />,
}));

/** The shell's addresses, which no area may take. */
const reservedPaths = [...Object.values(consolePaths), ...consoleSections.map((section) => section.path)];

/** Keeps one area's failing page to itself: the frame and the navigation stay. */
class AreaPageBoundary extends Component<{ area: string; children: ReactNode }, { failure?: string }> {
  override state: { failure?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    if (this.state.failure === undefined) return this.props.children;
    return (
      <Notice tone="error">
        <p>
          This page of the {this.props.area} area stopped working: {this.state.failure.slice(0, 200)} Reload the page to
          try again.
        </p>
      </Notice>
    );
  }
}

const areaPageEntry = (page: LoadedAreaPage): ConsolePageEntry => ({
  path: page.path,
  title: page.title,
  description: page.description,
  roles: page.roles,
  area: page.area,
  render: (session) => (
    <>
      <PageTitle>{page.title}</PageTitle>
      <AreaPageBoundary area={page.area}>
        <page.Page account={session.account} apiBase={`/console/api/areas/${page.area}`} />
      </AreaPageBoundary>
    </>
  ),
});

const ConsolePagesContext = createContext<ConsolePages>({ pages: shellPages, loading: false, problems: [] });

export function ConsolePagesProvider({
  loader = federationAreaConsoleLoader,
  children,
}: {
  loader?: AreaConsoleLoader;
  children: ReactNode;
}) {
  const { current } = useSession();
  const signedIn = current.state === 'signed-in';
  const [areaPages, setAreaPages] = useState<{ pages: ConsolePageEntry[]; problems: string[] } | undefined>();
  useEffect(() => {
    if (!signedIn || areaPages) return;
    let cancelled = false;
    const loadAll = async () => {
      try {
        const { areas } = await consoleApi.areas();
        const loaded = await loadAreaConsoles(areas, loader, reservedPaths);
        return { pages: loaded.pages.map(areaPageEntry), problems: loaded.problems };
      } catch (error) {
        return { pages: [], problems: [`The areas’ console pages could not be listed: ${messageOf(error)}`] };
      }
    };
    void loadAll().then((loaded) => {
      if (!cancelled) setAreaPages(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [signedIn, areaPages, loader]);
  const value = useMemo<ConsolePages>(
    () => ({
      pages: [...shellPages, ...(areaPages?.pages ?? [])],
      loading: signedIn && !areaPages,
      problems: areaPages?.problems ?? [],
    }),
    [areaPages, signedIn],
  );
  return <ConsolePagesContext.Provider value={value}>{children}</ConsolePagesContext.Provider>;
}

export const useConsolePages = () => useContext(ConsolePagesContext);

/** The pages a role may open (admins every one), in the navigation's order. */
export const pagesFor = (pages: readonly ConsolePageEntry[], role: ConsoleRole) =>
  pages.filter((page) => roleMay(role, page.roles));
