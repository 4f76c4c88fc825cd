// @ts-check
// Stylesheets in a server build: the HTML links the client build's CSS files, so the server bundle needs none.
/** @returns {string} */
module.exports = function emptyModule() {
  return 'export {};';
};
