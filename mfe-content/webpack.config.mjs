import { remoteWebpackConfig } from '@estes/shared/build/webpack-app';

export default remoteWebpackConfig(import.meta.url, {
  area: 'content',
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.ts' },
});
