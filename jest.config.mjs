/** Unit tests: next to the code as *.test.ts(x); jsdom unless a file asks for node. */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

export default {
  testEnvironment: '<rootDir>/shared/src/testing/jsdom-environment.cjs',
  roots: [
    '<rootDir>/shared',
    '<rootDir>/platform',
    '<rootDir>/shell',
    '<rootDir>/mfe-lodging',
    '<rootDir>/mfe-content',
    '<rootDir>/mfe-planning',
    '<rootDir>/mfe-conditions',
    '<rootDir>/tools',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dist-dev/'],
  transform: {
    '^.+\\.(t|j)sx?$': swcTransform,
    '\\.css$': '<rootDir>/shared/src/testing/raw-text-transform.cjs',
  },
  // ESM-only dependencies (Node 20.19+ loads them with require(esm); Jest's loader cannot).
  // Stylesheets imported with ?raw are text too (the map library's, served by the conditions API).
  transformIgnorePatterns: ['/node_modules/(?!(.*/)?(cookie|content-disposition)/|leaflet/dist/)'],
  moduleNameMapper: {
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/shared/src/testing/asset-stub.ts',
    '^(.+\\.css)\\?raw$': '$1',
  },
  setupFilesAfterEnv: ['<rootDir>/shared/src/testing/jest-setup.ts'],
  modulePathIgnorePatterns: ['<rootDir>/var/', '/dist/', '/dist-dev/'],
};
