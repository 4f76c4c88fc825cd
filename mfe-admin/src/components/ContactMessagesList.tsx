import { useSiteConfig } from '@stairs/site';
import { useContactMessages } from '../hooks/useContactMessages';
import { CONTACT_MESSAGE_TEXTS, replyHref } from '../lib/contact-messages';
import { formatAdminDate } from '../lib/format';
import { AdminListSection } from './AdminListSection';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

const texts = CONTACT_MESSAGE_TEXTS;

/** 'Kontaktanfragen': the contact form's messages, newest first, as cards (a message is a long text). */
export function ContactMessagesList() {
  const { list, paging, deleteMessage } = useContactMessages();
  const companyName = useSiteConfig().data?.companyName ?? '';

  return (
    <AdminListSection
      texts={texts}
      query={list}
      paging={paging}
      renderCard={(message) => (
        <li key={message.id} className="grid gap-2 rounded-md border p-4 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p className="break-words font-medium">{message.name}</p>
            <time dateTime={message.createdAt} className="text-muted-foreground">
              {formatAdminDate(message.createdAt)}
            </time>
          </div>
          <a
            href={replyHref(message, companyName)}
            aria-label={texts.reply(message.email)}
            className="justify-self-start break-words text-primary underline-offset-4 hover:underline"
          >
            {message.email}
          </a>
          <p className="whitespace-pre-wrap break-words">{message.message}</p>
          <div className="flex justify-end">
            <ConfirmDeleteButton
              title={texts.deleteTitle}
              description={texts.deleteDescription(message.name)}
              triggerAriaLabel={texts.deleteLabel(message.name)}
              onConfirm={() => deleteMessage(message.id)}
            />
          </div>
        </li>
      )}
    />
  );
}
