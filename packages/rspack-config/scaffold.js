#!/usr/bin/env node
// @ts-check
// Creates what a remote must expose according to @stairs/contracts: src/exposed/<Module>.tsx wrappers (they
// import the remote's stylesheet, then re-export the page) and, where the page does not exist yet, a
// one-line placeholder page so the build works. Never overwrites an existing file.
// Usage: node packages/rspack-config/scaffold.js mfe-calculators calculators
const fs = require('node:fs');
const path = require('node:path');
const { exposedSources } = require('./remotes');

const [appDir, remote] = process.argv.slice(2);
if (!appDir || !remote) {
  console.error('usage: scaffold.js <app folder> <remote name>');
  process.exit(2);
}

/** @param {string} file @param {string} text */
function writeIfMissing(file, text) {
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  console.log(`created ${path.relative(process.cwd(), file)}`);
}

for (const { module, source } of exposedSources(remote)) {
  const relative = path.posix.relative('src/exposed', source).replace(/\.tsx$/, '');
  writeIfMissing(
    path.join(appDir, 'src/exposed', `${module}.tsx`),
    `// Exposed as '${remote}/${module}'. The stylesheet import makes the remote's CSS load with the module.\n` +
      `import '../styles.css';\n\nexport { default } from '${relative}';\n`,
  );
  writeIfMissing(
    path.join(appDir, source),
    `export default function ${module}() {\n  return <div className="container py-10">${module}</div>;\n}\n`,
  );
}
