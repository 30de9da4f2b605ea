import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { distFolder, readPackageJson, shellConfigs } from '@estes/shared/build/webpack-app';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** @param {{ mode: 'production' | 'development' }} options */
export default function createConfigs({ mode }) {
  const [browser, server, consoleBrowser] = shellConfigs({
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
  if (mode === 'production') browser.plugins = [...(browser.plugins ?? []), new CompileHintsPlugin()];
  // The operator console's own build (decision 060): license notices beside its files too.
  if (mode === 'production' && consoleBrowser.optimization) {
    consoleBrowser.optimization.minimizer = [
      new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: true }),
    ];
  }
  return [browser, server, consoleBrowser, serviceWorkerConfig(mode)];
}

/**
 * The service worker (decision 080): a plain worker bundle of its own, `dist/worker/sw.js`,
 * served at /sw.js. Not a federation container: no Module Federation plugin, no shared
 * singletons, one file with no chunks (a worker's scripts cannot be loaded on demand).
 * @param {'production' | 'development'} mode
 * @returns {import('webpack').Configuration}
 */
function serviceWorkerConfig(mode) {
  const production = mode === 'production';
  return {
    name: 'shell-worker',
    mode,
    context: appDir,
    target: 'webworker',
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    entry: { sw: './src/service-worker/worker.ts' },
    output: { path: path.join(appDir, distFolder(mode), 'worker'), filename: '[name].js', clean: true },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]s$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } },
        },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
      splitChunks: false,
    },
    performance: { hints: false },
    plugins: [new webpack.DefinePlugin({ OFFLINE_PAGE_REVISION: JSON.stringify(offlinePageRevision()) })],
  };
}

/**
 * What the offline page is made of: the site's frame and shared code, the page itself. A change
 * to any of them changes the worker's bytes, so browsers install it and fetch the page again.
 */
function offlinePageRevision() {
  const hash = createHash('sha256');
  const sources = [
    path.join(appDir, 'src', 'layout'),
    path.join(appDir, 'server', 'web-app'),
    path.join(appDir, '..', 'shared', 'src'),
  ];
  for (const folder of sources) {
    const files = readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(file.slice(appDir.length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Library code that runs almost whole at start-up: react-dom's client and styled-components (decision 053). */
const runsWholeAtStart = /[\\/]node_modules[\\/](react-dom[\\/]cjs[\\/]react-dom-client\.|styled-components[\\/])/;

/**
 * V8 compiles a function when it is first called, on the main thread; webpack wraps each
 * module in a function, so requiring react-dom first parsed and compiled all of it inside the
 * start-up's longest task. `//# allFunctionsCalledOnLoad` (V8's explicit compile hints) asks
 * for the whole file to be compiled with the script (off the main thread when Chromium streams
 * it): react-dom's first require went from 148 to about 40 ms at 4x CPU (decision 053).
 */
class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minimizing (which would drop the comment), before the content hashes are set.
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          for (const chunk of compilation.chunks) {
            const modules = compilation.chunkGraph.getChunkModules(chunk);
            const hinted = modules.some((module) => runsWholeAtStart.test(module.nameForCondition() ?? ''));
            if (!hinted) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source),
              );
            }
          }
        },
      );
    });
  }
}
