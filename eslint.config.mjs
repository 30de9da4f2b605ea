// @ts-check
/**
 * Lint rules, including the architecture's one-way flow (shared → remotes → shell):
 * no remote imports another remote or the shell, shared imports no app, the shell's browser
 * code reaches remotes only through federation, and browser code never imports server code.
 * The deploy core (platform/, decision 045) sits under the site server and the tools: it
 * imports no app, and they reach it only through its entry, `@estes/platform`.
 */
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const areas = ['lodging', 'content', 'planning', 'conditions'];
const browserFolders = ['./shared/src', './shell/src', ...areas.map((area) => `./mfe-${area}/src`)];
const serverFolders = [
  './shell/server',
  './platform',
  ...areas.map((area) => `./mfe-${area}/server`),
  './shared/src/server',
];

/** @type {{ target: string | string[]; from: string | string[]; except?: string[]; message: string }[]} */
const zones = [
  // shared imports no app
  {
    target: './shared',
    from: ['./shell', ...areas.map((area) => `./mfe-${area}`)],
    message: 'shared is the bottom layer: it imports no app.',
  },
  // the deploy core imports no app: not the site server, not the tools, not an area
  {
    target: './platform',
    from: ['./shell', './tools', './e2e', ...areas.map((area) => `./mfe-${area}`)],
    message: 'platform is the deploy core under the site server and the tools: it imports no app, only shared.',
  },
  // the site server and the tools reach the deploy core through its one entry
  {
    target: ['./shell', './tools', './e2e'],
    from: './platform',
    except: ['./src/index.ts', './src/testing/index.ts'],
    message:
      "Import the deploy core from '@estes/platform' (or '@estes/platform/testing' in tests), not a file inside it.",
  },
  // no remote imports another remote or the shell
  ...areas.map((area) => ({
    target: `./mfe-${area}`,
    from: ['./shell', './platform', ...areas.filter((other) => other !== area).map((other) => `./mfe-${other}`)],
    message:
      'A remote imports only shared (its database comes from the site server); other areas are reached by links from the shared path table.',
  })),
  // the shell's browser code reaches remotes only through federation
  {
    target: './shell/src',
    from: areas.map((area) => `./mfe-${area}`),
    message: 'The shell loads remotes at run time through Module Federation, never by import.',
  },
  // the site server runs each area's deployed server build; it compiles in no area's code
  {
    target: './shell/server',
    from: areas.map((area) => `./mfe-${area}`),
    message: "The site server loads an area's pages and API from its deployed version (decision 021), never by import.",
  },
  // the tools reach an area only through what it declares for other packages (decision 046):
  // its tests' own stand-ins and fixtures (testing/) and its data rows (src/data/) are its own
  {
    target: './tools',
    from: areas.flatMap((area) => [
      `./mfe-${area}/src/testing/**`,
      `./mfe-${area}/src/data/**`,
      `./mfe-${area}/server/**/testing/**`,
    ]),
    message:
      "tools/ imports an area's stand-ins, samples and data only through its declared entries (package.json exports: @estes/mfe-<area>/stand-ins, …).",
  },
  // browser code never imports server code (shared/src/server is server code itself)
  ...browserFolders.map((folder) => ({
    target: folder === './shared/src' ? ['./shared/src/*', './shared/src/!(server)/**'] : folder,
    from: serverFolders,
    message: 'Browser code cannot import server code.',
  })),
];

/**
 * The inner layout of an area (README, "Inside an area"): a screen's folder under
 * `src/features/` never imports another screen's folder, what several screens share
 * (`src/components/`, `src/domain/`, `src/data/`) imports no screen and no widget, and the
 * endpoint definitions (`src/api/`) import no screen, widget or component. The shell's
 * pages follow the same rule under `shell/src/pages/`.
 */
const foldersIn = (/** @type {string} */ folder) =>
  existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const featureMessage =
  'A feature never imports another feature: move what both need to src/components (or src/domain).';
/** @param {string} screensFolder */
const oneScreenZones = (screensFolder) =>
  foldersIn(screensFolder).map((screen) => ({
    target: `./${screensFolder}/${screen}`,
    from: `./${screensFolder}`,
    except: [`./${screen}`],
    message: featureMessage,
  }));
const layoutZones = [
  ...areas.flatMap((area) => oneScreenZones(`mfe-${area}/src/features`)),
  ...oneScreenZones('shell/src/pages'),
  ...areas.map((area) => ({
    target: [`./mfe-${area}/src/components`, `./mfe-${area}/src/domain`, `./mfe-${area}/src/data`],
    from: [`./mfe-${area}/src/features`, `./mfe-${area}/src/widgets`, `./mfe-${area}/src/console`],
    message: 'Shared parts of an area import no screen, widget or console page: the screens import them.',
  })),
  // The area's console pages (src/console/, exposed as ./console: decision 064) are for signed-in
  // staff: no visitor screen or widget imports them, so none reaches a visitor page's bundle.
  ...areas.map((area) => ({
    target: [`./mfe-${area}/src/features`, `./mfe-${area}/src/widgets`],
    from: `./mfe-${area}/src/console`,
    message: 'A visitor screen never imports a console page: console code stays out of visitor pages.',
  })),
  // An area's endpoint definitions (src/api/, decision 047) are read by its server and its pages
  // alike: they build on the area's rules and types, never on a screen, a widget or a component.
  ...areas.map((area) => ({
    target: `./mfe-${area}/src/api`,
    from: [
      `./mfe-${area}/src/features`,
      `./mfe-${area}/src/widgets`,
      `./mfe-${area}/src/components`,
      `./mfe-${area}/src/console`,
    ],
    message: 'An endpoint definition imports only the area’s domain (and shared): its server reads it too.',
  })),
];
zones.push(...layoutZones);

/**
 * What browser code may not import; `extraPaths` adds rules for one kind of app.
 * @param {{ name: string; message: string }[]} extraPaths
 */
const browserImportRules = (extraPaths) => ({
  paths: [
    { name: '@estes/shared/server', message: 'Server-only: browser code cannot import it.' },
    { name: '@estes/shared/server/testing', message: 'Stand-ins for tests: never in browser code.' },
    { name: '@estes/shared/server/testing/multipart', message: 'A test helper: never in browser code.' },
    { name: '@estes/shared/console/testing', message: 'Stand-ins for tests: never in browser code.' },
    { name: 'react-router', message: 'Import from react-router-dom (or, in a remote, from @estes/shared).' },
    ...extraPaths,
  ],
  patterns: [
    { group: ['@estes/mfe-*', '@estes/mfe-*/**'], message: 'Remotes are loaded through federation, never imported.' },
    { group: ['@estes/shared/core'], message: 'Browser code imports @estes/shared (the federated singleton).' },
  ],
});

/**
 * Regular expressions (issue 28, decision 035): none may cost more than linear time on any input,
 * whether or not it is reachable from a request today. `no-super-linear-backtracking` reports
 * quantifiers that can trade characters (`[^@]+\.[^@]+`: quadratic or worse on one attempt);
 * `no-super-linear-move` reports patterns that rescan the input from every start position
 * (`/\/+$/` on a run of slashes). Both report what is possible, not only what is certain
 * (`report: 'potential'`), and also check a pattern whose source is reused (`ignorePartial`).
 * With them, the plugin's recommended "possible errors" rules (patterns that cannot match what
 * they seem to, useless or empty parts, duplicate alternatives that backtrack exponentially),
 * but none of its style rules.
 */
const regexpPossibleErrors = Object.fromEntries(
  Object.keys(regexp.configs['flat/recommended'].rules)
    .filter((name) => regexp.rules[name.replace('regexp/', '')]?.meta?.docs?.category === 'Possible Errors')
    .map((name) => [name, 'error']),
);

/** A relative path into an area's stand-ins, where its declared entry is the way in (decision 046). */
const standInsByPath = {
  regex: '^(\\.\\./)+mfe-[a-z]+/server/stand-ins(/|$)',
  message: "Import the area's declared entry: @estes/mfe-<area>/stand-ins.",
};
/** A relative path into the shared package, which declares its entries in package.json. */
const sharedByPath = {
  regex: '^(\\.\\./)+shared/',
  message: 'Import shared through its declared entries (@estes/shared/…, its package.json exports).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-dev/**',
      'var/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, regexp },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' }), createNodeResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-duplicates': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@estes/shared/server', message: 'Server-only: import it from server/ folders only.' }],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      ...regexpPossibleErrors,
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignorePartial: false }],
    },
  },
  {
    // Server folders may use the server-only contracts. Tests render components outside the
    // shell, with a router of their own.
    files: [
      'shell/server/**',
      'platform/**',
      'mfe-*/server/**',
      'shared/src/server/**',
      'tools/**',
      'e2e/**',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The deploy core's stand-ins (test databases, fake area builds) are for tests only.
    files: ['shell/server/**', 'tools/**', 'platform/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@estes/platform/testing', message: 'Stand-ins for tests: never in running code.' }] },
      ],
    },
  },
  {
    // Browser code may not use a remote's server entry or any other package's internals.
    files: ['shared/src/**', 'shell/src/**'],
    ignores: ['shared/src/server/**'],
    rules: { 'no-restricted-imports': ['error', browserImportRules([])] },
  },
  {
    // Remotes take the router from @estes/shared, so they share the shell's one instance.
    files: ['mfe-*/src/**'],
    // Tests and the stand-ins they share (src/testing/) render with a router of their own.
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'mfe-*/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        browserImportRules([
          {
            name: 'react-router-dom',
            message: "Import the router from '@estes/shared': react-router-dom is not shared between apps.",
          },
        ]),
      ],
    },
  },
  {
    // An area's API is its own bundle (api.cjs) with no React: the browser entries of the shared
    // package (components, the newsletter form) are not for it.
    files: ['mfe-*/server/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'mfe-*/server/**/testing/**', 'mfe-*/server/stand-ins/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@estes/shared', message: 'Server code imports @estes/shared/core or @estes/shared/server.' },
            {
              name: '@estes/shared/newsletter',
              message: 'The form is browser code: its rules are in @estes/shared/server.',
            },
            { name: '@estes/shared/page-frame', message: 'Browser code: not for an API.' },
            { name: '@estes/shared/standalone', message: 'Browser code: not for an API.' },
            {
              name: '@estes/shared/server/testing',
              message: 'Stand-ins for tests: an API imports them only from its testing/ folders.',
            },
            {
              name: '@estes/shared/server/testing/multipart',
              message: 'A test helper: an API imports it only from its tests.',
            },
            {
              name: '@estes/shared/my-trip',
              message: 'Browser code (the store): the My trip contract is in @estes/shared/server.',
            },
          ],
          // The stand-ins replace outside providers in tests and tools (decision 046): never in an API.
          patterns: [{ regex: '(^|/)stand-ins(/|$)', message: 'Stand-ins for tests and tools: never in an API.' }],
        },
      ],
    },
  },
  {
    // The e2e suite and the tools start an area's stand-ins through its declared entry
    // (@estes/mfe-<area>/stand-ins, decision 046), never by a path into the area; the tools use
    // the shared package through its entries only.
    files: ['tools/**', 'e2e/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [standInsByPath] }] },
  },
  {
    files: ['tools/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [standInsByPath, sharedByPath] }] },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures call their callback `use`; it is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
