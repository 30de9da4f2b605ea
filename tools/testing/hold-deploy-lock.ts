/**
 * Holds the site's deploy lock the way `npm run remotes` does while it publishes, until its
 * standard input closes (tests only: e2e/console-deploys.spec.ts shows what the console says
 * meanwhile). `node --import tsx tools/testing/hold-deploy-lock.ts "<what the holder does>"`,
 * with DATA_DIR or DATABASE_URL naming the site's database; prints `holding` once it holds it.
 */
import { openDatabase } from '@estes/platform';

const holder = process.argv[2] ?? 'publish (a test holding the deploy lock)';
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? 'var',
});
try {
  await db.exclusive(
    'deploy',
    () =>
      new Promise<void>((resolve) => {
        process.stdin.on('end', resolve);
        process.stdin.resume();
        console.log('holding');
      }),
    { holder },
  );
} finally {
  await db.close();
}
