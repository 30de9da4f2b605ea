/**
 * A screen whose code is not part of every page's first load (the 404 page, the area error
 * boundary). The server calls `preload` before it renders, so its HTML always has the screen;
 * a browser that has not loaded it yet shows the loading state for the moment it takes.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { PageLoading } from './page-loading';

export function lazyComponent<Module extends object, Props extends object>(
  load: () => Promise<Module>,
  render: (module: Module, props: Props) => ReactNode,
): { Component: (props: Props) => ReactNode; preload: () => Promise<Module> } {
  let loaded: Module | undefined;
  /** Loads the screen's module (once) and answers it, e.g. for a loader that needs its code. */
  const preload = async () => (loaded ??= await load());
  function LazyComponent(props: Props) {
    const [module, setModule] = useState(() => loaded);
    useEffect(() => {
      if (module) return;
      let current = true;
      void preload().then(() => {
        if (current) setModule(loaded);
      });
      return () => {
        current = false;
      };
    }, [module]);
    return module ? render(module, props) : <PageLoading />;
  }
  return { Component: LazyComponent, preload };
}
