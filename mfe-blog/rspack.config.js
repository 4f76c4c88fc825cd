// Remote 'blog': exposes the modules the shell loads for its routes (derived from @stairs/contracts).
const { createAppConfig, exposesFor } = require('@stairs/rspack-config');

module.exports = createAppConfig({
  name: 'blog',
  dirname: __dirname,
  kind: 'remote',
  port: 3013,
  exposes: exposesFor('blog'),
});
