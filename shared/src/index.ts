/** The browser entry of the shared package (one copy at run time, shared by every app). */
// Everything of the core but the head-tag builder (browsers load it on navigation only).
export * from './site-settings';
export * from './routing/route-table';
// The widget table's values are for the home page's code only, which takes them from
// `@estes/shared/widget-table`: as part of this singleton they were in every page's first load (decision 079).
export type { AreaWidgetId, WidgetEntry, WidgetId, WidgetWake } from './routing/widget-table';
export * from './routing/canonical-path';
export * from './routing/page-query';
export * from './routing/site-api';
export * from './federation/contracts';
export type { HeadTag, PageMeta, ShareImage, StructuredData } from './seo/page-meta';
export type { SimplePageMetaInput } from './seo/simple-page-meta';
export * from './theme';
export * from './art/artwork';
export * from './ui/global-style';
export * from './ui/layout';
export * from './ui/buttons';
export * from './ui/page-hero';
export * from './routing/area-route-objects';
export * from './settings-store';
export * from './routing/router';
export * from './routing/area-not-found';
