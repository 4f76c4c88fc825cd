import type * as React from 'react';

/** The keys of a form's values that hold free text (a fixed choice such as a category is not typed in). */
export type TextKey<V> = {
  [K in keyof V]-?: string extends V[K] ? (V[K] extends string ? K : never) : never;
}[keyof V];

export interface FieldBinder<V> {
  /** The value and onChange of an input or a textarea. */
  text<K extends TextKey<V>>(
    key: K,
  ): {
    value: V[K];
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
  /** The value and onValueChange of a control that hands over its value (a select, a picker). */
  value<K extends keyof V>(key: K): { value: V[K]; onValueChange: (value: V[K]) => void };
}

/**
 * Binds each control of a form to one key of its values: `<InputField label="Titel" {...bind.text('title')} />`
 * rather than the value and a change handler written out for every field.
 */
export function bindFields<V extends object>(values: V, change: (next: Partial<V>) => void): FieldBinder<V> {
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    const next: Partial<V> = {};
    next[key] = value;
    change(next);
  };
  return {
    text: (key) => ({
      value: values[key],
      // A text key holds any string (TextKey), so what was typed is a value of it.
      onChange: (event) => set(key, event.target.value as V[typeof key]),
    }),
    value: (key) => ({ value: values[key], onValueChange: (value) => set(key, value) }),
  };
}
