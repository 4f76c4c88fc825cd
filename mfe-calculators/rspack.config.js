// Remote 'calculators': exposes the modules the shell loads for its routes (derived from @stairs/contracts).
const { createAppConfig, exposesFor } = require('@stairs/rspack-config');

module.exports = createAppConfig({
  name: 'calculators',
  dirname: __dirname,
  kind: 'remote',
  port: 3011,
  exposes: exposesFor('calculators'),
});
