import { useId, useState, type FormEvent } from 'react';
import { BLOG_EMAIL_FORM_TEXTS, BLOG_LIMITS, BLOG_MESSAGES, FORM_ACTIONS } from '@stairs/contracts';
import { HoneypotField, spamSignals, useHydrated } from '@stairs/site';
import { Button, Card, CardContent, InputField, MailIcon, TextareaField } from '@stairs/ui';
import { type useEmailToBlog } from '../../hooks/useBlogDrafts';
import { UploadCardHeader } from './UploadCardHeader';

interface EmailToBlogFormProps {
  busy: boolean;
  send: ReturnType<typeof useEmailToBlog>;
  /** What a visitor sent without script, and the server's message per field (the page server's answer). */
  initialValues?: Readonly<Partial<Record<'subject' | 'body', string>>>;
  initialErrors?: Readonly<Partial<Record<'subject' | 'body', string>>>;
}

/**
 * 'E-Mail zu Blog': subject and body; one of the two suffices, so the button waits for either. A real form posted
 * to its form route: until the page is alive its button is enabled (the state that would disable it is not known
 * yet), so a visitor without script can send it and gets the server's answer; alive, it is sent as JSON in place.
 * While it waits for either, it says so beside it (the server's own message for an empty e-mail).
 */
export function EmailToBlogForm({
  busy,
  send,
  initialValues = {},
  initialErrors = {},
}: EmailToBlogFormProps) {
  const [subject, setSubject] = useState(initialValues.subject ?? '');
  const [body, setBody] = useState(initialValues.body ?? '');
  // The server's messages stand until the visitor writes again.
  const [errors, setErrors] = useState(initialErrors);
  const hydrated = useHydrated();
  const empty = subject.trim() === '' && body.trim() === '';
  const emptyHintId = useId();
  const emptyHint = hydrated && empty && !busy;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (empty || busy) return;
    send.mutate(
      {
        subject: subject.trim() || undefined,
        body: body.trim() || undefined,
        ...spamSignals(event.currentTarget),
      },
      {
        onSuccess: () => {
          setSubject('');
          setBody('');
        },
      },
    );
  };

  return (
    <Card>
      <UploadCardHeader
        icon={MailIcon}
        title={BLOG_EMAIL_FORM_TEXTS.title}
        description={BLOG_EMAIL_FORM_TEXTS.description}
      />
      <CardContent>
        <form
          method="post"
          action={FORM_ACTIONS.blogFromEmail}
          onSubmit={onSubmit}
          className="grid gap-4"
          aria-label={BLOG_EMAIL_FORM_TEXTS.title}
        >
          <InputField
            label={BLOG_EMAIL_FORM_TEXTS.labels.subject}
            name="subject"
            value={subject}
            maxLength={BLOG_LIMITS.emailSubjectMaxLength}
            disabled={busy}
            error={errors.subject}
            onChange={(event) => {
              setSubject(event.target.value);
              setErrors({});
            }}
          />
          <TextareaField
            label={BLOG_EMAIL_FORM_TEXTS.labels.body}
            name="body"
            rows={8}
            value={body}
            maxLength={BLOG_LIMITS.emailBodyMaxLength}
            disabled={busy}
            error={errors.body}
            onChange={(event) => {
              setBody(event.target.value);
              setErrors({});
            }}
          />
          <HoneypotField />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Button
              type="submit"
              disabled={(hydrated && empty) || busy}
              aria-describedby={emptyHint ? emptyHintId : undefined}
            >
              {send.isPending ? 'Wird verarbeitet...' : BLOG_EMAIL_FORM_TEXTS.submit}
            </Button>
            {emptyHint ? (
              <p id={emptyHintId} className="text-sm text-muted-foreground">
                {BLOG_MESSAGES.emailEmpty}
              </p>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
