import { type AdminLoginCardProps } from '@stairs/site/admin';

/**
 * Login card texts per admin screen. All screens share one server session (docs/decisions.md);
 * each shows its own card only when signed out. /admin and /admin-gallery use the spec's texts; the other
 * screens show no login in the spec, so theirs follow /admin.
 */
export const LOGIN_CARDS = {
  admin: {
    title: 'Admin-Bereich',
    subtitle: 'Anmeldung erforderlich',
    wrongPasswordMessage: 'Falsches Passwort',
  },
  simpleAdmin: {
    title: 'Preise & PDF-Archiv',
    subtitle: 'Anmeldung erforderlich',
    wrongPasswordMessage: 'Falsches Passwort',
  },
  pricing: {
    title: 'Preiskonfiguration',
    subtitle: 'Anmeldung erforderlich',
    wrongPasswordMessage: 'Falsches Passwort',
  },
  references: {
    title: 'Referenzen-Verwaltung',
    subtitle: 'Anmeldung erforderlich',
    wrongPasswordMessage: 'Falsches Passwort',
  },
  external: {
    title: 'Betriebskonsole',
    subtitle: 'Anmeldung erforderlich',
    wrongPasswordMessage: 'Falsches Passwort',
  },
  preview: {
    title: 'Dokument-Vorschau',
    subtitle: 'Anmeldung erforderlich',
    wrongPasswordMessage: 'Falsches Passwort',
  },
  gallery: {
    title: 'Galerie-Admin',
    subtitle: 'Anmeldung erforderlich',
    label: 'Admin-Passwort',
    buttonText: 'Anmelden',
    wrongPasswordMessage: 'Falsches Passwort.',
    onWrongPassword: 'toast',
  },
} as const satisfies Record<string, AdminLoginCardProps>;

/** docs/product.md §8, gallery admin: login success toast. */
export const GALLERY_LOGIN_SUCCESS = {
  title: 'Erfolgreich angemeldet',
  description: 'Willkommen im Galerie-Admin-Bereich.',
} as const;
