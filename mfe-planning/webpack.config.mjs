import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPackageJson, remoteConfigs } from '@estes/shared/build/webpack-app';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** @param {{ mode: 'production' | 'development' }} options */
export default function createConfigs({ mode }) {
  return remoteConfigs({
    appDir,
    mode,
    packageJson: readPackageJson(appDir),
    area: 'planning',
    exposes: { './routes': './src/routes.tsx' },
  });
}
