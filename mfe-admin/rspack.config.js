// Remote 'admin': exposes the modules the shell loads for its routes (derived from @stairs/contracts).
const { createAppConfig, exposesFor } = require('@stairs/rspack-config');

module.exports = createAppConfig({
  name: 'admin',
  dirname: __dirname,
  kind: 'remote',
  port: 3014,
  exposes: exposesFor('admin'),
});
