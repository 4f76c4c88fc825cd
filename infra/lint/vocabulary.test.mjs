// @ts-check
// One vocabulary: the names of the site's pages, services, calculators, lead contexts, categories, inputs and
// statuses live in @stairs/contracts. A screen, an e-mail or a document that writes one of them as its own
// literal ('Vorher/Nachher', "Referenzprojekte", >Blockstufen<) would drift from it; this test finds them.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as contracts from '@stairs/contracts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Every app's and the backend's sources (the root package.json's workspaces), and the site package. */
const SOURCES = [
  .../** @type {{ workspaces: string[] }} */ (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  ).workspaces
    .filter((workspace) => !workspace.includes('*') && !['infra', 'e2e'].includes(workspace))
    .map((workspace) => `${workspace}/src`),
  'packages/site/src',
];
/**
 * The label maps of the vocabulary: every map of @stairs/contracts that names things (pages, sections, services,
 * calculators, options, price lines, inputs, categories, statuses, leads, conversions, outboxes); the public forms'
 * names are their handlers' labels (formLabels).
 */
const VOCABULARY = /** @type {const} */ ([
  'PAGE_NAMES',
  'CALCULATOR_CONTEXT_LABELS',
  'CALCULATION_TYPE_LABELS',
  'CALCULATOR_FIELD_LABELS',
  'INPUT_LABELS',
  'RENOVATION_CONDITION_LABELS',
  'OPTION_TITLES',
  'COST_PART_LABELS',
  'PRICE_LINE_LABELS',
  'PHONE_SERVICE_LABELS',
  'QUOTE_REQUEST_SERVICE_LABELS',
  'QUOTE_REQUEST_STATUS_LABELS',
  'LEAD_PRIORITY_LABELS',
  'LEAD_NAMES',
  'CONVERSION_KIND_LABELS',
  'TREND_KIND_LABELS',
  'GALLERY_CATEGORIES',
  'REFERENCE_CATEGORIES',
  'BLOG_STATUS_LABELS',
  'OPERATIONS_PART_LABELS',
  'OPERATIONS_STATUS_LABELS',
  'OUTBOX_LABELS',
  'TOUCHPOINT_KIND_LABELS',
  'TOUCHPOINT_MATCH_LABELS',
  'WEBHOOK_EVENT_LABELS',
  'WEBHOOK_DELIVERY_STATUS_LABELS',
  'CSV_EXPORT_LABELS',
  'ORDER_NAMES',
  'CUSTOMER_NAMES',
  'ORDER_STATUS_LABELS',
  'ORDER_NEXT_STEP_LABELS',
]);
/**
 * Label maps of everyday words that name other things elsewhere too ('Kontakt' is the home page's section and the
 * footer's address block, 'Telefon' a trend column and a phone field): declared once in the contracts like the
 * vocabulary, but a screen may write these words for its own things.
 */
const WORDS = /** @type {const} */ (['HOME_SECTION_LABELS', 'TREND_KIND_SHORT_LABELS']);
/** Exports named like a label map that name no things shown to anyone. */
const NOT_LABELS = new Set(['REMOTE_NAMES', 'QUEUE_NAMES']);
/** How a label map is named. */
const LABEL_MAP_NAME = /^[A-Z][A-Z_]*_(LABELS|NAMES|TITLES|CATEGORIES)$/;

/** @param {unknown} value @returns {string[]} every string in a (nested) label map */
function labelsOf(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(labelsOf);
  return [];
}

/** @param {string} dir @returns {string[]} source files under it, tests aside */
function sourceFiles(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes('__tests__'));
}

const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @param {string} file @returns {string} */
const read = (file) => readFileSync(path.join(root, file), 'utf8');

/**
 * The public forms' names for the operator: each form handler's `label` (backend/src/public-forms/public-form.ts),
 * read from its source (infra does not build the backend): a text of the contracts (`label: A_TEXTS.key,`) or the
 * handler's own words (`label: '…',`, where it is defined: its line is no restatement).
 * @returns {{ value: string, at: string }[]}
 */
function formLabels() {
  const handlerFiles = sourceFiles('backend/src').filter((file) =>
    read(file).includes('definePublicFormHandler({'),
  );
  const labels = handlerFiles.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) => {
        const expression = /^ {2}label: (.+),$/.exec(line)?.[1];
        return expression === undefined
          ? []
          : [{ value: labelValue(expression), at: `${file}:${index + 1}` }];
      }),
  );
  const handlers = handlerFiles.reduce(
    (sum, file) => sum + read(file).split('definePublicFormHandler({').length - 1,
    0,
  );
  assert.equal(labels.length, handlers, 'every form handler has its `label: …,` on one line');
  return labels;
}

/** @param {string} expression a handler's label: a string literal or a path into the contracts' exports */
function labelValue(expression) {
  const literal = /^'([^'\\]*)'$/.exec(expression)?.[1];
  if (literal !== undefined) return literal;
  const value = expression
    .split('.')
    .reduce(
      (object, key) => /** @type {Record<string, unknown> | undefined} */ (object)?.[key],
      /** @type {unknown} */ (contracts),
    );
  assert.equal(
    typeof value,
    'string',
    `a form's label is words or a text of @stairs/contracts: ${expression}`,
  );
  return /** @type {string} */ (value);
}

test('no screen, e-mail or document restates a label of the vocabulary', () => {
  const forms = formLabels();
  const labels = [
    ...new Set([
      ...VOCABULARY.flatMap((name) => labelsOf(contracts[name])),
      ...forms.map((form) => form.value),
    ]),
  ];
  assert.ok(labels.length > 30, `vocabulary read (${labels.length} labels)`);
  const definitions = new Set(forms.map((form) => form.at));
  // A label as a whole string literal, or as the whole text of a JSX element.
  const restated = new RegExp(
    `(['"\`])(${labels.map(escape).join('|')})\\1|>\\s*(${labels.map(escape).join('|')})\\s*<`,
    'g',
  );
  const found = [];
  for (const file of SOURCES.flatMap(sourceFiles)) {
    const lines = read(file).split('\n');
    lines.forEach((line, index) => {
      if (/^(\/\/|\/\*|\*)/.test(line.trim())) return; // comments may name them
      if (definitions.has(`${file}:${index + 1}`)) return;
      for (const match of line.matchAll(restated)) found.push(`${file}:${index + 1}: ${match[0]}`);
    });
  }
  assert.deepEqual(found, []);
});

test('every label map of the contracts is in the vocabulary', () => {
  const maps = Object.keys(contracts).filter((name) => LABEL_MAP_NAME.test(name) && !NOT_LABELS.has(name));
  assert.deepEqual(
    maps.filter((name) => ![...VOCABULARY, ...WORDS].includes(/** @type {never} */ (name))),
    [],
    'a label map of @stairs/contracts missing from VOCABULARY',
  );
  assert.deepEqual(
    [...VOCABULARY, ...WORDS].filter((name) => !(name in contracts)),
    [],
    'a name in VOCABULARY that @stairs/contracts does not export',
  );
});

test('no app, the backend or the site package declares a label map of its own', () => {
  // A map of names declared outside the contracts escapes the check above: it belongs in the vocabulary. One
  // made of the vocabulary's maps (`{ ...A_LABELS, ...B_LABELS }`) declares nothing new.
  const declaration = /\bconst ([A-Z][A-Z_]*_(?:LABELS|NAMES|TITLES|CATEGORIES))\b[^=]*=\s*\{(?!\s*\.\.\.)/;
  const found = [];
  for (const file of SOURCES.flatMap(sourceFiles)) {
    read(file)
      .split('\n')
      .forEach((line, index) => {
        const match = declaration.exec(line);
        if (match && !NOT_LABELS.has(match[1])) found.push(`${file}:${index + 1}: ${match[1]}`);
      });
  }
  assert.deepEqual(found, []);
});
