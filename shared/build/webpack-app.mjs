// @ts-check
/**
 * The one webpack/Module Federation helper every app builds with. It decides the shared
 * singletons (react, react-dom and their subpaths, styled-components,
 * zustand and @estes/shared, with requiredVersion from the app's package.json) so no app can
 * drift, and gives the shell and the remotes the same loaders, caching and output rules.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';

const helperFile = fileURLToPath(import.meta.url);
export const repositoryRoot = path.resolve(path.dirname(helperFile), '..', '..');

/** Packages that must exist exactly once in the browser. */
const singletonPackages = ['react', 'react-dom', 'styled-components', 'zustand', '@estes/shared'];
/** Subpaths imported directly; each needs its own share entry or a second copy sneaks in. */
const singletonSubpaths = {
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom/client': 'react-dom',
  // The visitor's saved list (My trip): one store for every app of a page (decision 032).
  '@estes/shared/my-trip': '@estes/shared',
  // The operator console's contract (decision 064): one consoleFetch and ConsoleApiError for
  // the console and the areas' console pages. Only the console's builds import it.
  '@estes/shared/console': '@estes/shared',
  // The console's charts and report tables (decision 067): one copy, and one of the charting
  // library, for the shell's report pages and the areas'. Only the console's builds import it.
  '@estes/shared/console/charts': '@estes/shared',
  // The console's notices, panels, facts and times (decision 072): one copy for the shell's
  // console pages and the areas'. Only the console's builds import it.
  '@estes/shared/console/ui': '@estes/shared',
};
// The router is not shared as a package: a shared module cannot be tree-shaken (any remote
// might use any export), and react-router-dom whole is 61 KB gzip of the first load. Remotes
// take it through @estes/shared's router exports instead (a singleton, so one router and
// one context), and the shell's build keeps only what the site uses. Lint keeps
// react-router-dom out of remotes' browser code.

/** What the site server lends a remote's server build: the singletons, and the router. */
const serverProvidedPackages = ['react-router-dom'];

/**
 * Packages with a native part (a compiled addon and its libraries) cannot be bundled: a remote's
 * server build requires them at run time, resolved from the node_modules where the site server
 * runs (installed there by `npm install`, like the site server's own dependencies).
 */
const serverNativePackages = ['sharp'];

/**
 * The console's modules (decisions 064, 067, 072, 075): only the console's host ever loads an
 * area's console container, and it always provides them, so that container takes them from the
 * host and carries no copy of its own. An area's visitor container declares none of them: its
 * remoteEntry.js, which every visitor page of the area loads, registers nothing of the console.
 */
const consoleSubpaths = ['@estes/shared/console', '@estes/shared/console/charts', '@estes/shared/console/ui'];

/**
 * @param {{ dependencies?: Record<string, string> }} packageJson
 * @param {{ console?: 'provide' | 'fromHost' | 'none' }} [options] the console's modules: provided
 *   (the hosts), taken from the console's host (an area's console container), or not declared (an
 *   area's visitor container)
 * @returns {Record<string, { singleton: true; requiredVersion: string; strictVersion: boolean; import?: false }>}
 */
export function sharedSingletons(packageJson, options = {}) {
  const consoleModules = options.console ?? 'provide';
  const deps = packageJson.dependencies ?? {};
  /** @param {string} name */
  const versionOf = (name) => {
    const version = deps[name];
    if (!version) throw new Error(`package.json must list ${name} to share it`);
    // Exact pins in package.json; accept any patch/minor of the same major at run time.
    return `^${version.replace(/^[\^~]/, '')}`;
  };
  /** @type {Record<string, { singleton: true; requiredVersion: string; strictVersion: boolean; import?: false }>} */
  const shared = {};
  for (const name of singletonPackages)
    shared[name] = { singleton: true, requiredVersion: versionOf(name), strictVersion: false };
  for (const [subpath, owner] of Object.entries(singletonSubpaths)) {
    const isConsoleModule = consoleSubpaths.includes(subpath);
    if (isConsoleModule && consoleModules === 'none') continue;
    shared[subpath] = {
      singleton: true,
      requiredVersion: versionOf(owner),
      strictVersion: false,
      ...(isConsoleModule && consoleModules === 'fromHost' ? { import: /** @type {const} */ (false) } : {}),
    };
  }
  return shared;
}

/**
 * Production builds go to dist/, development builds to dist-dev/, so `npm run dev` never
 * leaves a development build where `npm start` would publish it.
 * @param {'production' | 'development'} mode
 */
export const distFolder = (mode) => (mode === 'production' ? 'dist' : 'dist-dev');

/** @param {string} appDir @param {string} name */
const cacheFor = (appDir, name) => ({
  type: /** @type {const} */ ('filesystem'),
  name,
  cacheDirectory: path.join(appDir, 'node_modules', '.cache', 'webpack'),
  buildDependencies: { config: [helperFile, path.join(appDir, 'webpack.config.mjs')] },
});

/**
 * The same syntax for browsers and Node (ES2022, what the typecheck and the tests assume).
 * `pure` marks styled-components' calls as free of side effects, so a build that takes one
 * component from a module leaves the module's other components (and what they import) out.
 * @param {boolean} production
 * @param {{ pure?: boolean }} [options]
 */
const scriptRule = (production, { pure = false } = {}) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: !production } },
        // Stable styled-components class names (from the file, not from load order), so the
        // server's HTML and the browser's render agree. Component names (`header__NavLink`) in
        // class names only in development: in production they were 0.4 KB gzip of the home
        // page's first load (decision 010). They had been kept on because turning them off
        // left `styled(Link)` reading an undefined import, measured when react-router was still
        // a shared module (whose re-export could leave Link undefined); with the router bundled,
        // every route renders on the server and hydrates without them (e2e ssr, 2026-11-24).
        experimental: { plugins: [['@swc/plugin-styled-components', { displayName: !production, ssr: true, pure }]] },
      },
    },
  },
});

const assetRule = { test: /\.(svg|png|jpe?g|webp|avif)$/i, type: 'asset/resource' };

/**
 * Replaces a library's internal module with a smaller one of ours in a browser build
 * (decision 010: code no page runs, left out of the first load). The module keeps its path
 * (its source is the stand-in's, through stand-in-loader.cjs), so it stays in its library's
 * chunk. The build fails if the module is not found any more (a library upgrade moved it),
 * rather than quietly shipping the old weight again.
 */
class StandInPlugin {
  /** @param {{ name: string; replaces: RegExp; with: string; optional?: boolean }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { name, replaces, with: standIn, optional = false } = this.options;
    compiler.hooks.thisCompilation.tap('StandInPlugin', (compilation, { normalModuleFactory }) => {
      let replaced = false;
      normalModuleFactory.hooks.afterResolve.tap('StandInPlugin', (resolveData) => {
        const createData = /** @type {{ resource?: string; loaders?: object[] }} */ (resolveData.createData);
        if (createData.resource && replaces.test(createData.resource)) {
          createData.loaders = [{ loader: standInLoader, options: { standIn }, ident: null, type: null }];
          replaced = true;
        }
      });
      compilation.hooks.finishModules.tap('StandInPlugin', () => {
        if (!replaced && !optional)
          compilation.errors.push(new webpack.WebpackError(`StandInPlugin: ${name} was not found in the build`));
      });
    });
  }
}

const standInFolder = path.join(path.dirname(helperFile), 'browser-stand-ins');
const standInLoader = path.join(standInFolder, 'stand-in-loader.cjs');

/**
 * stylis' vendor prefixer: styled-components never calls it unless enableVendorPrefixes is set.
 * `optional`: a build that may take styled-components whole from its host (an area's console
 * container whose pages draw only with the console's shared parts) has no stylis to replace.
 * @param {{ optional?: boolean }} [options]
 */
const stylisPrefixerStandIn = ({ optional = false } = {}) =>
  new StandInPlugin({
    optional,
    name: "stylis' prefixer",
    replaces: /[\\/]node_modules[\\/]stylis[\\/]src[\\/]Prefixer\.js$/,
    with: path.join(standInFolder, 'stylis-without-prefixer.js'),
  });

/**
 * React Router's package exports name only its development build (with its warnings and
 * dev-time checks); its production build sits beside it. Production browser builds take
 * that one (measured: the shell's first load, decision 032).
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(helperFile).resolve('react-router/package.json')),
  'dist',
  'production',
);
const reactRouterProductionBuild = {
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
};

/** @param {boolean} production */
const optimization = (production) => ({
  minimize: production,
  minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
});

/**
 * @typedef {{ appDir: string; mode: 'production' | 'development'; packageJson: { name: string; version: string; dependencies?: Record<string, string> } }} AppOptions
 */

/**
 * Node bundles keep npm packages external (installed beside them) but bundle our workspace
 * packages, whose TypeScript and image imports only webpack understands.
 * @type {import('webpack').ExternalItemFunctionData extends infer D ? (data: D, callback: (error?: Error, result?: string) => void) => void : never}
 */
const externalizeNpmPackages = ({ request }, callback) => {
  if (request && /^(?!@estes\/)(@[\w.-]+\/)?[\w.-]+(\/.*)?$/.test(request) && !request.startsWith('.')) {
    callback(undefined, `commonjs ${request}`);
  } else callback();
};

/**
 * The site server bundles styled-components (and hands that one copy to the remotes' server
 * builds, area-versions.ts): its published build reads `process.env.NODE_ENV` several times
 * for every styled element it renders, and Node's `process.env` is a call into the
 * environment each time. Bundled, webpack writes the mode in instead (decision 058).
 * @type {typeof externalizeNpmPackages}
 */
const externalizeAllButStyledComponents = (data, callback) => {
  if (data.request === 'styled-components') callback();
  else externalizeNpmPackages(data, callback);
};

/**
 * The shell: the host page, with no remotes at build time (they come from the pointer file),
 * and the site server, bundled so it renders with the same modules and asset URLs.
 * @param {AppOptions & { runtimePlugins: string[] }} options
 * @returns {import('webpack').Configuration[]}
 */
export function shellConfigs(options) {
  const { appDir, mode } = options;
  const production = mode === 'production';
  /** @type {import('webpack').Configuration} */
  const server = {
    name: 'shell-server',
    mode,
    context: appDir,
    target: 'node20',
    devtool: production ? false : 'source-map',
    entry: { main: './server/main.ts' },
    output: {
      path: path.join(appDir, distFolder(mode), 'server'),
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      publicPath: '/assets/',
      assetModuleFilename: 'media/[name].[contenthash:10][ext]',
      library: { type: 'commonjs2' },
      clean: true,
    },
    node: { __dirname: false, __filename: false },
    externals: [externalizeAllButStyledComponents],
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [scriptRule(production), { ...assetRule, generator: { emit: false } }],
      // The server loads remotes' server builds at run time with Node's own require.
      parser: { javascript: { createRequire: false } },
    },
    cache: cacheFor(appDir, `shell-server-${mode}`),
    optimization: { minimize: false },
    performance: { hints: false },
  };
  return [shellBrowserConfig(options), server, shellConsoleConfig(options)];
}

/** Where the console's browser build goes, inside the shell's browser folder (served at /assets/console/). */
export const consoleFolder = 'console';

/** The console's Module Federation host name (decision 064); the visitor pages' host is `shell`. */
export const consoleHostName = 'shell_console';

/**
 * The operator console (decisions 060, 064): its own browser build, a compilation apart from
 * the visitor pages', so not one of its modules can land in a visitor page's chunks or
 * start-up. It is a Module Federation host of its own (`shell_console`, the same shared
 * singletons as the visitor build), which loads each area's `./console` module after sign-in.
 * It writes `console-assets.json`, the scripts the console's document names
 * (shell/server/console-frame/).
 * @param {AppOptions} options
 * @returns {import('webpack').Configuration}
 */
function shellConsoleConfig({ appDir, mode, packageJson }) {
  const config = browserConfig({
    appDir,
    mode,
    name: 'shell-console',
    entry: { console: './src/console/index.ts' },
    publicPath: `/assets/${consoleFolder}/`,
    plugins: [
      new ModuleFederationPlugin({
        name: consoleHostName,
        // The areas come from `GET /console/api/areas` at run time, like the visitor pages' pointer.
        remotes: {},
        shared: sharedSingletons(packageJson),
        shareStrategy: 'loaded-first',
        dts: false,
        // Nothing loads this host by its manifest: none is written (nor served under /assets/console/).
        manifest: false,
      }),
      new EntryAssetsPlugin('console', 'console-assets.json'),
    ],
  });
  const production = mode === 'production';
  return {
    ...config,
    // The shared design layer's buttons module also holds router links: without `pure`, taking
    // its Button brought react-router into the console, which has no use for it.
    module: { ...config.module, rules: [scriptRule(production, { pure: true }), assetRule] },
    output: {
      ...config.output,
      path: path.join(appDir, distFolder(mode), 'browser', consoleFolder),
      // The entry carries its content hash (no remote loads this host's entry by a fixed name),
      // so every file is immutable (in development too: /assets/ files other than the shell's
      // main.js are sent immutable). The federation runtime asks for the entry's name before
      // any hash exists, only to learn its folder: it is given the name without the hash.
      filename: (/** @type {import('webpack').PathData} */ pathData) =>
        pathData.chunk && 'contentHash' in pathData.chunk && pathData.chunk.contentHash.javascript
          ? '[name].[contenthash:10].js'
          : '[name].js',
    },
  };
}

/** Writes the script files of one entry (in load order) as `{ "scripts": [...] }`. */
class EntryAssetsPlugin {
  /** @param {string} entryName @param {string} fileName */
  constructor(entryName, fileName) {
    this.entryName = entryName;
    this.fileName = fileName;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EntryAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntryAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const scripts = scriptFilesOf(compilation.entrypoints.get(this.entryName));
          if (scripts.length === 0) throw new Error(`EntryAssetsPlugin: no scripts for the entry "${this.entryName}"`);
          compilation.emitAsset(this.fileName, new webpack.sources.RawSource(JSON.stringify({ scripts }, null, 2)));
        },
      );
    });
  }
}

/**
 * What the shell's and the remotes' browser builds have in common.
 * @param {{ appDir: string; mode: 'production' | 'development'; name: string; entry: Record<string, string>; publicPath: string; plugins: import('webpack').WebpackPluginInstance[]; mayLackStylis?: boolean }} options
 * @returns {import('webpack').Configuration}
 */
function browserConfig({ appDir, mode, name, entry, publicPath, plugins, mayLackStylis = false }) {
  const production = mode === 'production';
  return {
    name,
    mode,
    context: appDir,
    target: 'web',
    // No eval-based source maps: the Content-Security-Policy forbids eval in development too.
    // Production maps stay in dist/ (and each published version's files) for whoever debugs a
    // stack trace, with no sourceMappingURL comment pointing browsers at them: the server never
    // serves a .map in production (decision 035).
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    entry,
    output: {
      path: path.join(appDir, distFolder(mode), 'browser'),
      publicPath,
      // Entries cannot carry a content hash under federation: the shell's is revalidated and
      // referenced with the build hash; each remote deploy is its own folder.
      filename: '[name].js',
      chunkFilename: production ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
      assetModuleFilename: 'media/[name].[contenthash:10][ext]',
      clean: true,
      uniqueName: name,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: production ? reactRouterProductionBuild : {} },
    module: { rules: [scriptRule(production, { pure: true }), assetRule] },
    cache: cacheFor(appDir, `${name}-${mode}`),
    optimization: optimization(production),
    performance: { hints: false },
    plugins: [
      ...plugins,
      stylisPrefixerStandIn({ optional: mayLackStylis }),
      // styled-components adds its rules with CSSOM insertRule in development too: its
      // development default writes them as text into a style element, which the page's
      // hash-based CSP refuses (decision 049). Production builds already do this.
      new webpack.DefinePlugin({ SC_DISABLE_SPEEDY: 'false' }),
    ],
  };
}

/**
 * @param {AppOptions & { runtimePlugins: string[] }} options
 * @returns {import('webpack').Configuration}
 */
function shellBrowserConfig({ appDir, mode, packageJson, runtimePlugins }) {
  const config = browserConfig({
    appDir,
    mode,
    name: 'shell',
    entry: { main: './src/index.ts' },
    publicPath: '/assets/',
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(packageJson),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        dts: false,
        // Remotes are loaded from their remoteEntry.js (named in the pointer, with the files a
        // page needs already requested by the server's HTML), never from their manifest: the
        // runtime's manifest ("snapshot") support is left out of the first load.
        experiments: { optimization: { target: 'web', disableSnapshot: true } },
      }),
      new StandInPlugin({
        name: "Module Federation's SnapshotHandler",
        replaces: /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/,
        with: path.join(standInFolder, 'manifestless-snapshot-handler.js'),
      }),
      new StandInPlugin({
        name: "Module Federation's preloader",
        replaces: /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/,
        with: path.join(standInFolder, 'manifestless-preload.js'),
      }),
      new StartupAssetsPlugin(),
      new HtmlWebpackPlugin({
        template: path.join(appDir, 'src', 'index.html'),
        filename: path.join(appDir, distFolder(mode), 'index.html'),
        inject: 'body',
        scriptLoading: 'defer',
        hash: true,
        minify: false,
      }),
    ],
  });
  return {
    ...config,
    // The console's build (shellConsoleConfig) writes into a folder of this one: cleaning keeps it.
    output: { ...config.output, clean: { keep: new RegExp(`^${consoleFolder}[\\\\/]`) } },
    optimization: {
      ...config.optimization,
      // react-router-dom and react-router's DOM entry (a few hundred bytes once minified) in
      // react-router's chunk: every page's start-up loads both, and apart they were a chunk of
      // their own, with its request, wrapper and license banner (decision 079).
      splitChunks: {
        cacheGroups: {
          router: {
            test: /[\\/]node_modules[\\/]react-router(-dom)?[\\/]/,
            name: 'react-router',
            chunks: 'async',
            priority: 10,
            enforce: true,
          },
        },
      },
    },
  };
}

/** Files of a named chunk group (an exposed module or a lazily loaded page), scripts only. */
const scriptFilesOf = (/** @type {import('webpack').ChunkGroup | undefined} */ group) =>
  group ? [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((file) => file.endsWith('.js')) : [];

/**
 * Writes route-assets.json (the RemoteRouteAssets contract of @estes/shared): which files
 * the exposed routes module and each page (chunks named `page-<routeId>`) need, so the
 * server can ask for exactly those in the HTML instead of letting the browser discover them
 * one request after another.
 */
class RouteAssetsPlugin {
  /** @param {string} entryFileName */
  constructor(entryFileName) {
    this.entryFileName = entryFileName;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const routes = scriptFilesOf(compilation.namedChunkGroups.get('__federation_expose_routes'));
          if (routes.length === 0) throw new Error('RouteAssetsPlugin: the remote exposes no ./routes module');
          /** @type {Record<string, string[]>} */
          const pages = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (name.startsWith('page-')) {
              pages[name.slice('page-'.length)] = scriptFilesOf(group).filter((file) => !routes.includes(file));
            }
          }
          const assets = { entry: this.entryFileName, routes, pages };
          compilation.emitAsset('route-assets.json', new webpack.sources.RawSource(JSON.stringify(assets, null, 2)));
        },
      );
    });
  }
}

/**
 * Writes startup-assets.json for the shell: every script its start-up loads after main.js
 * (the `bootstrap` chunk group, and for each shared module it consumes the chunks of the
 * shell's own provided copy, which is the one used: the shell loads first), so the server
 * can name them in the HTML and the browser fetches them with main.js instead of after it.
 */
class StartupAssetsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const bootstrap = compilation.namedChunkGroups.get('bootstrap');
          if (!bootstrap) throw new Error('StartupAssetsPlugin: no chunk group named "bootstrap"');
          /** @type {Map<string, import('webpack').Module>} share key → the module that provides it */
          const provided = new Map();
          for (const module of compilation.modules) {
            const shareKey = /** @type {{ _name?: string }} */ (module)._name;
            if (module.type === 'provide-module' && shareKey) provided.set(shareKey, module);
          }
          /** @type {import('webpack').ChunkGroup[]} */
          const pending = [bootstrap];
          const seen = new Set(pending);
          /** @type {string[]} */
          const scripts = [];
          for (let group = pending.shift(); group; group = pending.shift()) {
            for (const file of scriptFilesOf(group)) if (!scripts.includes(file)) scripts.push(file);
            for (const chunk of group.chunks) {
              for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                if (module.type !== 'consume-shared-module') continue;
                const shareKey = /** @type {{ options: { shareKey: string } }} */ (/** @type {unknown} */ (module))
                  .options.shareKey;
                for (const block of provided.get(shareKey)?.blocks ?? []) {
                  const providedGroup = compilation.chunkGraph.getBlockChunkGroup(block);
                  if (providedGroup && !seen.has(providedGroup)) {
                    seen.add(providedGroup);
                    pending.push(providedGroup);
                  }
                }
              }
            }
          }
          // Each shell page that loads on demand (chunks named `page-<name>`): its files beyond the
          // start-up's, which the server names in that page's HTML (the home page's, decision 079).
          /** @type {Record<string, string[]>} */
          const pages = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (name.startsWith('page-')) {
              pages[name.slice('page-'.length)] = scriptFilesOf(group).filter((file) => !scripts.includes(file));
            }
          }
          compilation.emitAsset(
            'startup-assets.json',
            new webpack.sources.RawSource(JSON.stringify({ scripts, pages }, null, 2)),
          );
        },
      );
    });
  }
}

/** The folder of a version's browser files that holds its console container (decision 075). */
export const areaConsoleFolder = 'console';

/** The expose that holds an area's console pages (decision 064). */
const consoleExpose = './console';

/**
 * A remote: its browser build (the exposed routes module, loaded by the shell) and its
 * server build, read by the site server from the same deployed version: `index.cjs` (the
 * same routes and widgets, rendered with the host's React) and `api.cjs` (the area's API
 * plugin and its migrations, from `server/index.ts`; no React, so the deploy tool can read
 * the migrations on its own). Both are one deployable unit (decision 021). An area that
 * exposes `./console` gets a third build, its console container (decision 075), in the
 * `console/` folder of the same browser files.
 * @param {AppOptions & { area: string; exposes: Record<string, string> }} options
 * @returns {import('webpack').Configuration[]}
 */
export function remoteConfigs({ appDir, mode, packageJson, area, exposes }) {
  const production = mode === 'production';
  const container = `mfe_${area}`;
  const { [consoleExpose]: consoleModule, ...visitorExposes } = exposes;
  const browser = browserConfig({
    appDir,
    mode,
    name: container,
    // The only entry is the container (remoteEntry.js), which the federation plugin adds.
    entry: {},
    // Resolved at run time from where remoteEntry.js was loaded: the same files work from any
    // versioned folder or CDN.
    publicPath: 'auto',
    plugins: [
      new ModuleFederationPlugin({
        name: container,
        filename: 'remoteEntry.js',
        exposes: visitorExposes,
        // Visitor pages only: nothing of the console is declared, so its entry registers none of it.
        shared: sharedSingletons(packageJson, { console: 'none' }),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // A remote loads no other remote and no manifest: its runtime leaves that code out.
        experiments: { optimization: { target: 'web', disableSnapshot: true, disableRemote: true } },
      }),
      new RouteAssetsPlugin('remoteEntry.js'),
    ],
  });
  /** @type {import('webpack').Configuration[]} */
  const consoleBrowser = consoleModule
    ? [remoteConsoleConfig({ appDir, mode, packageJson, container, consoleModule })]
    : [];
  const visitorBrowser = consoleModule
    ? // The console container's build writes into a folder of this one: cleaning keeps it.
      { ...browser, output: { ...browser.output, clean: { keep: new RegExp(`^${areaConsoleFolder}[\\\\/]`) } } }
    : browser;
  /** @type {import('webpack').Configuration} */
  const server = {
    name: `${container}-server`,
    mode,
    context: appDir,
    target: 'node20',
    devtool: false,
    // First the public path of the deployed version (asked of the host), then the routes; the
    // API the same way (its data may name the version's images too).
    entry: {
      index: [path.join(repositoryRoot, 'shared', 'build', 'server-public-path.js'), './src/server-entry.ts'],
      api: [path.join(repositoryRoot, 'shared', 'build', 'server-public-path.js'), './server/index.ts'],
    },
    output: {
      path: path.join(appDir, distFolder(mode), 'server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // Same asset URLs as the browser build of this version (resolved against the manifest).
      publicPath: '',
      assetModuleFilename: 'media/[name].[contenthash:10][ext]',
      clean: true,
    },
    // The singletons come from the site server at load time, like the share scope in browsers.
    externals: Object.fromEntries(
      [
        ...Object.keys(sharedSingletons(packageJson)),
        ...serverProvidedPackages,
        ...serverNativePackages,
        '@estes/remote-context',
      ].map((name) => [name, `commonjs ${name}`]),
    ),
    externalsType: 'commonjs',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        scriptRule(production),
        { ...assetRule, generator: { emit: false } },
        // A stylesheet the API serves as text (`import css from 'x.css?raw'`).
        { test: /\.css$/, resourceQuery: /raw/, type: 'asset/source' },
      ],
    },
    // One file per entry: the server loads each without a chunk loader.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 2 })],
    cache: cacheFor(appDir, `${container}-server-${mode}`),
    optimization: { minimize: false },
    performance: { hints: false },
  };
  return [visitorBrowser, server, ...consoleBrowser];
}

/**
 * An area's console container (decision 075): the area's `./console` alone, as a container of
 * its own (`mfe_<area>_console`, `console/remoteEntry.js` with its chunks and manifest in the
 * version's `console/` folder), which only the console's host loads. The console's modules come
 * from that host. The visitor container beside it knows nothing of it.
 * @param {AppOptions & { container: string; consoleModule: string }} options
 * @returns {import('webpack').Configuration}
 */
function remoteConsoleConfig({ appDir, mode, packageJson, container, consoleModule }) {
  const name = `${container}_${areaConsoleFolder}`;
  const config = browserConfig({
    appDir,
    mode,
    name,
    entry: {},
    publicPath: 'auto',
    mayLackStylis: true,
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { [consoleExpose]: consoleModule },
        shared: sharedSingletons(packageJson, { console: 'fromHost' }),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: { optimization: { target: 'web', disableSnapshot: true, disableRemote: true } },
      }),
    ],
  });
  return {
    ...config,
    output: { ...config.output, path: path.join(appDir, distFolder(mode), 'browser', areaConsoleFolder) },
  };
}

/** Reads an app's package.json. @param {string} appDir */
export function readPackageJson(appDir) {
  return createRequire(path.join(appDir, 'package.json'))('./package.json');
}

/**
 * A remote running alone for its team (`npm run dev -w mfe-<area>`): an ordinary app of the
 * area's routes in a light frame, with its own React and router. Development only; the
 * deployed remote never needs it. Its files sit under standalone/ so one dev server can
 * serve them beside the remote's own.
 * @param {AppOptions} options
 * @returns {import('webpack').Configuration}
 */
export function remoteStandaloneConfig({ appDir, mode, packageJson }) {
  const config = browserConfig({
    appDir,
    mode,
    name: `${packageJson.name.replace(/\W+/g, '_')}_standalone`,
    entry: { standalone: './src/index.ts' },
    publicPath: '/',
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(repositoryRoot, 'shared', 'build', 'standalone.html'),
        filename: 'index.html',
        title: `${packageJson.name} (running alone)`,
        scriptLoading: 'defer',
      }),
    ],
  });
  return {
    ...config,
    output: {
      ...config.output,
      path: path.join(appDir, distFolder(mode), 'standalone'),
      filename: 'standalone/[name].js',
      chunkFilename: 'standalone/chunks/[name].js',
      assetModuleFilename: 'standalone/media/[name][ext]',
    },
  };
}

/**
 * A remote's whole webpack.config.mjs: `export default remoteWebpackConfig(import.meta.url, { … })`.
 * `standalone: true` adds the app that runs the area alone (for the area's dev server).
 * @param {string} configFileUrl
 * @param {{ area: string; exposes: Record<string, string> }} remote
 */
export function remoteWebpackConfig(configFileUrl, remote) {
  const appDir = path.dirname(fileURLToPath(configFileUrl));
  /** @param {{ mode: 'production' | 'development'; standalone?: boolean }} options */
  return ({ mode, standalone = false }) => {
    const options = { appDir, mode, packageJson: readPackageJson(appDir) };
    // The visitor container, the server build, then the run-alone app (which the dev server
    // takes third), then the console container when the area has console pages.
    const [browser, server, ...consoleContainer] = remoteConfigs({ ...options, ...remote });
    if (!browser || !server) throw new Error(`${remote.area}: no browser and server builds`);
    return standalone
      ? [browser, server, remoteStandaloneConfig(options), ...consoleContainer]
      : [browser, server, ...consoleContainer];
  };
}
