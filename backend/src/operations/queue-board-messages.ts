import { readFileSync } from 'node:fs';

/** A tree of i18next messages as Bull Board's UI loads them (one JSON file per language). */
export interface BoardMessages {
  [key: string]: string | BoardMessages;
}

/** Where the board's UI loads its German texts from, below the board's base path. */
export const GERMAN_MESSAGES_PATH = '/static/locales/de-DE/messages.json';

/**
 * A job state in German, inside a sentence: the board passes its states raw ('failed'), so its own German said
 * "Keine failed Jobs". The nested lookup finds the board's own tab label for it (STAIRS_STATUS, derived from
 * QUEUE.STATUS below); a state it does not know stays as it is. i18next interpolates before it nests.
 */
const STATE = '„$t(STAIRS_STATUS.{{status}}, {"defaultValue": "{{status}}"})“';

/**
 * What Bull Board's German (its de-DE file) gets wrong, by key: English state names in sentences, counts without
 * a plural ("2 Job", "1 fehlgeschlagene Jobs"). i18next picks `_one` / `_other` by the count.
 */
const CORRECTIONS: BoardMessages = {
  DASHBOARD: {
    JOBS_COUNT_one: '{{count}} Job',
    JOBS_COUNT_other: '{{count}} Jobs',
    EMPTY_STATE_FILTERED: `Keine Warteschlange hat Jobs im Status ${STATE}.`,
  },
  JOB: { STATUS: `Status: ${STATE}` },
  QUEUE: {
    EMPTY_STATE: `Keine Jobs im Status ${STATE} in dieser Warteschlange.`,
    ACTIONS: {
      RETRY_ALL_FAILED_one: 'Den fehlgeschlagenen Job wiederholen',
      RETRY_ALL_FAILED_other: 'Alle {{count}} fehlgeschlagenen Jobs wiederholen',
      RETRY_FAILED_IN_ALL_QUEUES_one: '{{count}} fehlgeschlagenen Job in allen Warteschlangen wiederholen',
      RETRY_FAILED_IN_ALL_QUEUES_other: '{{count}} fehlgeschlagene Jobs in allen Warteschlangen wiederholen',
      RETRY_FAILED_IN_GROUP_one: '{{count}} fehlgeschlagenen Job in der Gruppe wiederholen',
      RETRY_FAILED_IN_GROUP_other: '{{count}} fehlgeschlagene Jobs in der Gruppe wiederholen',
      CONFIRM: {
        RETRY_ALL: `Möchten Sie wirklich alle Jobs im Status ${STATE} wiederholen?`,
        CLEAN_ALL: `Möchten Sie wirklich alle Jobs im Status ${STATE} bereinigen?`,
      },
      TOAST: {
        RETRY_PENDING: `Alle Jobs im Status ${STATE} werden wiederholt...`,
        RETRY_DONE: `Alle Jobs im Status ${STATE} wurden zurück in die Warteschlange gestellt`,
      },
    },
  },
  SETTINGS: { POLLING_OPTIONS: { SECS_one: '{{count}} Sekunde', SECS_other: '{{count}} Sekunden' } },
  ERRORS: {
    JOB_NOT_DELAYED: `Nur ein verzögerter Job kann neu geplant werden. Dieser hat den Status ${STATE}.`,
    STATUS_NOT_RETRIABLE: `Jobs im Status ${STATE} können nicht wiederholt werden.`,
  },
};

function merge(base: BoardMessages, changes: BoardMessages): BoardMessages {
  const merged: BoardMessages = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return merged;
}

/**
 * The board's German texts with the corrections, read once from the installed @bull-board/ui (so an update's
 * new texts come along) and served instead of its file.
 */
export function germanBoardMessages(): BoardMessages {
  const file = require.resolve(`@bull-board/ui/dist${GERMAN_MESSAGES_PATH}`);
  const base = JSON.parse(readFileSync(file, 'utf8')) as BoardMessages;
  const queue = base.QUEUE;
  const labels = typeof queue === 'object' ? queue.STATUS : undefined;
  // The states as the board passes them ('failed', 'waiting-children'), named by its own tab labels.
  const byState = Object.fromEntries(
    Object.entries(typeof labels === 'object' ? labels : {}).map(([state, label]) => [
      state.toLowerCase(),
      label,
    ]),
  );
  return merge(base, { ...CORRECTIONS, STAIRS_STATUS: byState });
}
