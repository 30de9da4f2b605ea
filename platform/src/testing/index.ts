/**
 * `@estes/platform/testing`, for tests only (ESLint keeps it out of other code): databases on
 * both engines (test-databases.ts) and stand-ins for areas' deployable builds as the deploy
 * folder and the database keep them (fake-area-builds.ts).
 */
export { createTestDatabase, testEngines, type Engine, type TestDatabase } from './test-databases';
export {
  fakeAreaEvents,
  fakeAreaRoutes,
  fakeApiBundle,
  fakeRenderBundle,
  fakeWhoamiReads,
  publishFake,
  saveRegistry,
  stageFake,
  storeFake,
  writeFakeBuild,
  type FakeBuildOptions,
} from './fake-area-builds';
