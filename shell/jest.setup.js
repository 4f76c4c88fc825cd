// jsdom (the islands' DOM tests) lacks Node's TextEncoder and TextDecoder, which React's server renderer needs.
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
