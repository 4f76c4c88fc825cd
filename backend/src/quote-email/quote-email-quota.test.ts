import { quoteRecipientMailbox } from './quote-email-quota';

describe('quoteRecipientMailbox', () => {
  it.each([
    [' Maria.Muster@Example.AT ', 'maria.muster@example.at'],
    ['maria.muster+angebot@example.at', 'maria.muster@example.at'],
    ['maria.muster@example.at.', 'maria.muster@example.at'],
    ['Ma.Ria+x+y@gmail.com', 'maria@gmail.com'],
    ['maria@googlemail.com', 'maria@gmail.com'],
  ])('%s counts as %s', (address, mailbox) => {
    expect(quoteRecipientMailbox(address)).toBe(mailbox);
  });

  it('keeps the dots outside Gmail, where they name another mailbox', () => {
    expect(quoteRecipientMailbox('m.aria@example.at')).not.toBe(quoteRecipientMailbox('maria@example.at'));
  });
});
