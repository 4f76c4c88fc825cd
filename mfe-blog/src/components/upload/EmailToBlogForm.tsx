import { useState, type FormEvent } from 'react';
import { BLOG_LIMITS, FORM_ACTIONS } from '@stairs/contracts';
import { useHydrated } from '@stairs/site';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  InputField,
  MailIcon,
  TextareaField,
} from '@stairs/ui';
import { type useEmailToBlog } from '../../hooks/useBlogDrafts';

interface EmailToBlogFormProps {
  busy: boolean;
  send: ReturnType<typeof useEmailToBlog>;
}

/**
 * 'E-Mail zu Blog': subject and body; one of the two suffices, so the button waits for either. A real form posted
 * to its form route: until the page is alive its button is enabled (the state that would disable it is not known
 * yet), so a visitor without script can send it and gets the server's answer; alive, it is sent as JSON in place.
 */
export function EmailToBlogForm({ busy, send }: EmailToBlogFormProps) {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const hydrated = useHydrated();
  const empty = subject.trim() === '' && body.trim() === '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (empty || busy) return;
    send.mutate(
      { subject: subject.trim() || undefined, body: body.trim() || undefined },
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
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <MailIcon aria-hidden="true" className="size-5 text-primary" />
            E-Mail zu Blog
          </h2>
        </CardTitle>
        <CardDescription>Betreff und Text einer E-Mail werden zu einem Artikel-Entwurf.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          method="post"
          action={FORM_ACTIONS.blogFromEmail}
          onSubmit={onSubmit}
          className="grid gap-4"
          aria-label="E-Mail zu Blog"
        >
          <InputField
            label="Betreff"
            name="subject"
            value={subject}
            maxLength={BLOG_LIMITS.emailSubjectMaxLength}
            disabled={busy}
            onChange={(event) => setSubject(event.target.value)}
          />
          <TextareaField
            label="Text"
            name="body"
            rows={8}
            value={body}
            maxLength={BLOG_LIMITS.emailBodyMaxLength}
            disabled={busy}
            onChange={(event) => setBody(event.target.value)}
          />
          <Button type="submit" className="justify-self-start" disabled={(hydrated && empty) || busy}>
            {send.isPending ? 'Wird verarbeitet...' : 'Artikel aus E-Mail erstellen'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
