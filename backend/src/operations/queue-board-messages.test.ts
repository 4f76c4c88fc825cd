import { germanBoardMessages, type BoardMessages } from './queue-board-messages';

const at = (messages: BoardMessages, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as BoardMessages | undefined)?.[key], messages);

describe("Bull Board's German", () => {
  const messages = germanBoardMessages();

  it('counts jobs with a plural', () => {
    expect(at(messages, 'DASHBOARD.JOBS_COUNT_one')).toBe('{{count}} Job');
    expect(at(messages, 'DASHBOARD.JOBS_COUNT_other')).toBe('{{count}} Jobs');
    expect(at(messages, 'QUEUE.ACTIONS.RETRY_ALL_FAILED_one')).toBe('Den fehlgeschlagenen Job wiederholen');
  });

  it('names a state by its German tab label, never the raw English one ("Keine failed Jobs")', () => {
    expect(at(messages, 'STAIRS_STATUS.failed')).toBe('Fehlgeschlagen');
    expect(at(messages, 'STAIRS_STATUS.waiting-children')).toBe('Wartende Unterjobs');
    expect(at(messages, 'QUEUE.EMPTY_STATE')).toBe(
      'Keine Jobs im Status „$t(STAIRS_STATUS.{{status}}, {"defaultValue": "{{status}}"})“ in dieser Warteschlange.',
    );
    const raw: string[] = [];
    const walk = (node: BoardMessages, path: string) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'object') walk(value, `${path}${key}.`);
        // {{status}} only inside the nested lookup of its German name.
        else if (value.replace(/\$t\(STAIRS_STATUS\.\{\{status\}\}[^)]*\)/g, '').includes('{{status}}'))
          raw.push(`${path}${key}`);
      }
    };
    walk(messages, '');
    expect(raw).toEqual([]);
  });

  it('keeps the board’s other texts', () => {
    expect(at(messages, 'MENU.OVERVIEW')).toBe('Übersicht');
  });
});
