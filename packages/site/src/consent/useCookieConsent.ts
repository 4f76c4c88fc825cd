import { useCallback } from 'react';
import { atom, useAtom } from 'jotai';
import { NECESSARY_ONLY, readStoredConsent, writeStoredConsent, type CookieConsent } from './consent';

/**
 * The stored choice, or null before the visitor decided. Lives in the page's one jotai store (the shell's
 * Provider); this package is a Module Federation singleton, so every remote sees the same atom.
 */
export const storedConsentAtom = atom<CookieConsent | null>(readStoredConsent());

export interface CookieConsentState {
  /** The consent in force: the stored one, or necessary only. */
  consent: CookieConsent;
  /** False until a choice is stored: the cookie banner shows. */
  hasDecided: boolean;
  /** Stores the choice and applies it (the ads adapter reacts to the change). */
  save: (consent: CookieConsent) => void;
}

export function useCookieConsent(): CookieConsentState {
  const [stored, setStored] = useAtom(storedConsentAtom);
  const save = useCallback(
    (consent: CookieConsent) => {
      const value: CookieConsent = {
        necessary: true,
        analytics: consent.analytics,
        marketing: consent.marketing,
      };
      writeStoredConsent(value);
      setStored(value);
    },
    [setStored],
  );
  return { consent: stored ?? NECESSARY_ONLY, hasDecided: stored !== null, save };
}
