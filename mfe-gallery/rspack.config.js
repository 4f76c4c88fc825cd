// Remote 'gallery': exposes the modules the shell loads for its routes (derived from @stairs/contracts).
const { createAppConfig, exposesFor } = require('@stairs/rspack-config');

module.exports = createAppConfig({
  name: 'gallery',
  dirname: __dirname,
  kind: 'remote',
  port: 3012,
  exposes: exposesFor('gallery'),
});
