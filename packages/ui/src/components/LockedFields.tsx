import * as React from 'react';

const LockedFieldsContext = React.createContext(false);

/**
 * The fields of a form the page has not brought to life yet (server HTML before its island hydrated): they can be
 * focused, so a tap or the Tab key reaches them and wakes the form, but take no input that the form would not
 * know of (text fields are read-only; a select, which cannot be, is disabled).
 */
export function LockedFields({ locked, children }: { locked: boolean; children: React.ReactNode }) {
  return <LockedFieldsContext.Provider value={locked}>{children}</LockedFieldsContext.Provider>;
}

export function useFieldsLocked(): boolean {
  return React.useContext(LockedFieldsContext);
}
