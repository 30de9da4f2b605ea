/** The area error boundary, loaded only when an area fails or answers "not found". */
import { lazyComponent } from './lazy-component';

const areaErrorBoundary = lazyComponent(
  () => import(/* webpackChunkName: "area-error" */ './area-error-boundary'),
  (module) => <module.AreaErrorBoundary />,
);

export const LazyAreaErrorBoundary = areaErrorBoundary.Component;
export const loadAreaErrorBoundary = areaErrorBoundary.preload;
