/** The browser entry of the shared package (one copy at run time, shared by every app). */
export * from './core';
export * from './theme';
export * from './art/artwork';
export * from './ui/global-style';
export * from './ui/layout';
export * from './ui/buttons';
export * from './ui/page-hero';
export * from './routing/area-route-objects';
export * from './ui/area-page-frame';
export * from './settings-store';
export * from './ui/link-card-grid';
