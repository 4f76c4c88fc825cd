import { replyHref } from './contact-messages';

describe('contact messages', () => {
  it('are answered by a mailto link with a German subject, the address encoded', () => {
    expect(replyHref({ email: 'maria.berger@example.at' }, 'Wiener Treppenwerk GmbH')).toBe(
      'mailto:maria.berger@example.at?subject=Ihre%20Anfrage%20an%20Wiener%20Treppenwerk%20GmbH',
    );
    expect(replyHref({ email: 'x@example.at?bcc=y@example.at' }, 'A')).not.toContain('?bcc');
  });
});
