import { remoteWebpackConfig } from '@estes/shared/build/webpack-app';

const conditionsConfigs = remoteWebpackConfig(import.meta.url, {
  area: 'conditions',
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.ts', './console': './src/console.ts' },
});

/**
 * Page chunks left out of webpack's chunk splitting: /park-pack shares the park conditions and
 * timed-entry code with /weather, and splitting that code into chunks of its own cost /weather
 * 3.2 KB gzip of first load (decision 083). Left out, /park-pack's chunk carries its own copy
 * and /weather's chunks stay as they were.
 */
const unsplitPageChunks = new Set(['page-conditions.parkPack']);

/** @param {Parameters<typeof conditionsConfigs>[0]} options */
export default (options) => {
  const [browser, ...others] = conditionsConfigs(options);
  if (!browser) throw new Error('conditions: no browser build');
  return [
    {
      ...browser,
      optimization: {
        ...browser.optimization,
        // Webpack's default ('async': chunks loaded on demand only), less those pages.
        splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && !unsplitPageChunks.has(chunk.name ?? '') },
      },
    },
    ...others,
  ];
};
