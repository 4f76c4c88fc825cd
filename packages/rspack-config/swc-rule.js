// @ts-check
/**
 * TypeScript and JSX through Rspack's built-in SWC loader: the one rule of the browser builds and the server
 * (renderer) builds, so both compile the sources alike.
 * @param {boolean} development React's development JSX runtime (browser builds in development only)
 * @returns {import('@rspack/core').RuleSetRule}
 */
function swcRule(development) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
      },
    },
    type: 'javascript/auto',
  };
}

module.exports = { swcRule };
