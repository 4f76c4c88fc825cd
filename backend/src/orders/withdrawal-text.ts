import { type SiteConfig } from '@stairs/contracts';

/**
 * The consumer's 14-day withdrawal right (FAGG, § 11 ff.; the model instructions of Anhang I Teil A) and the model
 * withdrawal form (Anhang I Teil B), as the Auftragsbestätigung carries them. The same text, with the placeholders
 * filled, is in docs/legal/withdrawal.md — marked there for a legal review before publication.
 */
export function withdrawalInstructions(site: SiteConfig): string {
  const { street, postalCode, city, country } = site.address;
  const address = `${site.companyName}, ${street}, ${postalCode} ${city}, ${country}`;
  return [
    'WIDERRUFSBELEHRUNG (Rücktrittsrecht nach dem Fern- und Auswärtsgeschäfte-Gesetz, FAGG)',
    '',
    'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen von diesem Vertrag zurückzutreten.',
    'Die Rücktrittsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
    '',
    `Um Ihr Rücktrittsrecht auszuüben, müssen Sie uns (${address}, E-Mail: ${site.email},`,
    `Telefon: ${site.phoneDisplay}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief`,
    'oder eine E-Mail) über Ihren Entschluss, von diesem Vertrag zurückzutreten, informieren. Sie können dafür das',
    'unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der',
    'Rücktrittsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Rücktrittsrechts vor Ablauf der',
    'Rücktrittsfrist absenden.',
    '',
    'Folgen des Rücktritts: Wenn Sie von diesem Vertrag zurücktreten, haben wir Ihnen alle Zahlungen, die wir von',
    'Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die',
    'Mitteilung über Ihren Rücktritt bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe',
    'Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde',
    'ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
    'Haben Sie verlangt, dass die Dienstleistungen während der Rücktrittsfrist beginnen sollen, so haben Sie uns',
    'einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung',
    'des Rücktrittsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich',
    'zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
    '',
    'MUSTER-WIDERRUFSFORMULAR',
    '(Wenn Sie den Vertrag widerrufen wollen, füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
    '',
    `An: ${address}, E-Mail: ${site.email}`,
    '',
    '– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der',
    '  folgenden Dienstleistung (*):',
    '– Bestellt am (*) / erhalten am (*):',
    '– Name des/der Verbraucher(s):',
    '– Anschrift des/der Verbraucher(s):',
    '– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
    '– Datum:',
    '',
    '(*) Unzutreffendes streichen.',
  ].join('\n');
}
