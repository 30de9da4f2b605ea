import { remoteWebpackConfig } from '@estes/shared/build/webpack-app';

export default remoteWebpackConfig(import.meta.url, {
  area: 'conditions',
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.ts', './console': './src/console.ts' },
});
