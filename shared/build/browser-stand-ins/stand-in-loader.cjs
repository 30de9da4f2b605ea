// @ts-check
/**
 * Webpack loader of StandInPlugin (webpack-app.mjs): answers a library module's source with
 * the stand-in file named in its options. The module keeps the library's path, so it is
 * bundled in the same chunk as the library.
 * @this {{ getOptions: () => { standIn: string }; addDependency: (file: string) => void }}
 */
const { readFileSync } = require('node:fs');

module.exports = function standInLoader() {
  const { standIn } = this.getOptions();
  this.addDependency(standIn);
  return readFileSync(standIn, 'utf8');
};
