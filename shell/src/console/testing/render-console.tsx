/** Renders the whole console at an address, with the API stand-in answering fetch (tests only). */
import { render } from '@testing-library/react';
import { ConsoleApp } from '../console-app';
import { consoleApiStandIn, type ConsoleApiStandIn } from './console-api-stand-in';

export function renderConsole(address: string, prepare: (api: ConsoleApiStandIn) => void = () => {}) {
  const api = consoleApiStandIn();
  prepare(api);
  globalThis.fetch = api.fetch;
  window.history.replaceState(null, '', address);
  render(<ConsoleApp />);
  return api;
}

/** The calls to the console API, as "METHOD /path" lines. */
export const callLines = (api: ConsoleApiStandIn) => api.calls.map((call) => `${call.method} ${call.path}`);
