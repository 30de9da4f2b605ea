import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { readPackageJson, shellConfigs } from '@estes/shared/build/webpack-app';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** @param {{ mode: 'production' | 'development' }} options */
export default function createConfigs({ mode }) {
  const [browser, server] = shellConfigs({
    appDir,
    mode,
    packageJson: readPackageJson(appDir),
    runtimePlugins: [path.join(appDir, 'src', 'federation', 'area-fallback-plugin.ts')],
  });
  // Every page's first load is the shell's (decision 010): the libraries' license notices go
  // to a `<chunk>.js.LICENSE.txt` served next to each chunk (named in a one-line banner)
  // instead of being sent inside the code, about 0.6 KB gzip less on every first visit.
  if (mode === 'production' && browser.optimization) {
    browser.optimization.minimizer = [
      new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: true }),
    ];
  }
  return [browser, server];
}
