/**
 * The area error boundary, loaded only when an area fails or answers "not found": it is not
 * part of every page's first load. The server loads it once before rendering, so its HTML
 * always has it; a browser shows the loading state for the moment it takes to arrive.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { PageLoading } from './page-loading';

let LoadedBoundary: ComponentType | undefined;

export async function loadAreaErrorBoundary(): Promise<void> {
  LoadedBoundary ??= (await import(/* webpackChunkName: "area-error" */ './area-error-boundary')).AreaErrorBoundary;
}

export function LazyAreaErrorBoundary() {
  const [Boundary, setBoundary] = useState(() => LoadedBoundary);
  useEffect(() => {
    if (Boundary) return;
    let current = true;
    void loadAreaErrorBoundary().then(() => {
      if (current) setBoundary(() => LoadedBoundary);
    });
    return () => {
      current = false;
    };
  }, [Boundary]);
  return Boundary ? <Boundary /> : <PageLoading />;
}
