/**
 * The first module of every remote's server build: asset URLs (images and the like) start
 * with the public path of the version being rendered, which only the host knows. In the
 * browser the same files resolve against where remoteEntry.js was loaded from.
 */
import { publicPath } from '@estes/remote-context';

// webpack's own variable for the public path of this build, set before any asset module runs.
// eslint-disable-next-line no-undef -- webpack defines it in every module it builds
__webpack_public_path__ = publicPath;
