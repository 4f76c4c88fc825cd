import { replyHref, sortContactMessages } from './contact-messages';

describe('contact messages', () => {
  it('are listed newest first', () => {
    const sorted = sortContactMessages([
      { id: 'a', name: 'Alt', email: 'a@example.at', message: 'x', createdAt: '2026-11-01T08:00:00Z' },
      { id: 'b', name: 'Neu', email: 'b@example.at', message: 'y', createdAt: '2026-11-20T08:00:00Z' },
    ]);
    expect(sorted.map((message) => message.name)).toEqual(['Neu', 'Alt']);
  });

  it('are answered by a mailto link with a German subject, the address encoded', () => {
    expect(replyHref({ email: 'maria.berger@example.at' }, 'Wiener Treppenwerk GmbH')).toBe(
      'mailto:maria.berger@example.at?subject=Ihre%20Anfrage%20an%20Wiener%20Treppenwerk%20GmbH',
    );
    expect(replyHref({ email: 'x@example.at?bcc=y@example.at' }, 'A')).not.toContain('?bcc');
  });
});
