/** Renders the whole console at an address, with the API stand-in answering fetch (tests only). */
import { render } from '@testing-library/react';
import type { AreaConsoleLoader } from '../area-consoles';
import { ConsoleApp } from '../console-app';
import { consoleApiStandIn, type ConsoleApiStandIn } from './console-api-stand-in';

/** A loader that no test expects to be called: an area's module comes from `areaConsoleLoader`. */
const noAreaModules: AreaConsoleLoader = async () => {
  throw new Error('no area console module in this test');
};

export function renderConsole(
  address: string,
  prepare: (api: ConsoleApiStandIn) => void = () => {},
  areaConsoleLoader: AreaConsoleLoader = noAreaModules,
) {
  const api = consoleApiStandIn();
  prepare(api);
  globalThis.fetch = api.fetch;
  window.history.replaceState(null, '', address);
  render(<ConsoleApp areaConsoleLoader={areaConsoleLoader} />);
  return api;
}

/** The calls to the console API, as "METHOD /path" lines. */
export const callLines = (api: ConsoleApiStandIn) => api.calls.map((call) => `${call.method} ${call.path}`);
