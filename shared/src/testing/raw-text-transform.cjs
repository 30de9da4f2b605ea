/** Jest: a file imported with ?raw (see jest.config.mjs) is its text, as webpack's asset/source gives it. */
module.exports = {
  process(sourceText) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(sourceText)} };` };
  },
};
