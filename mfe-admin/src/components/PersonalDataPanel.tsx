import { useState, type FormEvent } from 'react';
import { apiUrl } from '@stairs/api-client';
import { LEAD_NAMES, type PersonalDataQuery, PRIVACY_MESSAGES, ADMIN_API } from '@stairs/contracts';
import { showCallFailure } from '@stairs/site';
import { useAdminCall, useAdminUnauthorizedHandler } from '@stairs/site/admin';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  InputField,
  Spinner,
  toast,
} from '@stairs/ui';
import { fetchAdminFile, saveBlob } from '../lib/files';
import { PERSONAL_DATA_TEXTS as TEXTS } from '../lib/personal-data';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

function subjectOf(email: string, phone: string): PersonalDataQuery | null {
  const query: PersonalDataQuery = {};
  if (email.trim()) query.email = email.trim();
  if (phone.trim()) query.phone = phone.trim();
  return query.email || query.phone ? query : null;
}

/** DSGVO: export (as a file) or erase everything stored about one person, by e-mail address and/or phone. */
export function PersonalDataPanel() {
  const call = useAdminCall();
  const onUnauthorized = useAdminUnauthorizedHandler();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [exporting, setExporting] = useState(false);
  const subject = subjectOf(email, phone);

  const exportData = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!subject || exporting) return;
    setExporting(true);
    try {
      const file = await fetchAdminFile(apiUrl(ADMIN_API.exportPersonalData, { query: subject }));
      saveBlob(file, `personendaten-${new Date().toISOString().slice(0, 10)}.json`);
    } catch (error) {
      onUnauthorized(error);
      showCallFailure(error, TEXTS.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const erase = async () => {
    if (!subject) return;
    try {
      const result = await call(ADMIN_API.erasePersonalData, { query: subject });
      toast({
        title: TEXTS.erased,
        description: TEXTS.erasedDescription(result.erased),
        variant: 'success',
      });
    } catch (error) {
      showCallFailure(error, TEXTS.eraseFailed);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Datenschutz (DSGVO)</h2>
        </CardTitle>
        <CardDescription>
          Alle gespeicherten Daten einer Person ({TEXTS.kinds}) exportieren oder löschen. Telefonnummern
          werden in jeder Schreibweise gefunden.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void exportData(event)} noValidate className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="E-Mail-Adresse"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <InputField
            // The person's phone number, the one a phone lead is named by.
            label={LEAD_NAMES.phoneLead.one}
            type="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" variant="outline" disabled={!subject || exporting}>
              {exporting ? <Spinner size="sm" className="text-current" label="Wird exportiert..." /> : null}
              Exportieren
            </Button>
            <ConfirmDeleteButton
              title="Personendaten löschen?"
              description={TEXTS.eraseDescription(
                [subject?.email, subject?.phone].filter(Boolean).join(' / '),
              )}
              disabled={!subject}
              onConfirm={erase}
            />
          </div>
          {!subject ? (
            <p className="text-xs text-muted-foreground sm:col-span-2">{PRIVACY_MESSAGES.subjectRequired}</p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
