import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPackageJson, shellConfigs } from '@estes/shared/build/webpack-app';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** @param {{ mode: 'production' | 'development' }} options */
export default function createConfigs({ mode }) {
  return shellConfigs({
    appDir,
    mode,
    packageJson: readPackageJson(appDir),
    runtimePlugins: [path.join(appDir, 'src', 'federation', 'area-fallback-plugin.ts')],
  });
}
