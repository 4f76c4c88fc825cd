/**
 * @jest-environment jsdom
 */
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from '@stairs/site/islands';
import { adoptTypedValues } from './adopt-typed-values';
import { IslandRoot } from './IslandRoot';

// React's act() environment: updates are flushed inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Values {
  name: string;
  message: string;
  condition: string;
  service: string;
  consent: boolean;
}

const EMPTY: Values = { name: '', message: '', condition: '', service: '', consent: false };

/**
 * A controlled form like the site's: its state is what it would send; like several of them it renders again once
 * hydrated (useHydrated), which resets every field to its state.
 */
function Form({ onState }: { onState: (values: Values) => void }) {
  const [values, setValues] = useState(EMPTY);
  const hydrated = useHydrated();
  const set = (next: Partial<Values>) =>
    setValues((current) => {
      const updated = { ...current, ...next };
      onState(updated);
      return updated;
    });
  return (
    <form>
      <input name="name" value={values.name} onChange={(event) => set({ name: event.target.value })} />
      <textarea
        name="message"
        value={values.message}
        onChange={(event) => set({ message: event.target.value })}
      />
      <select
        name="condition"
        value={values.condition}
        onChange={(event) => set({ condition: event.target.value })}
      >
        <option value="">Zustand wählen</option>
        <option value="good">Gut</option>
        <option value="fair">Mittel</option>
      </select>
      {['termin_service', 'preis_alarm'].map((service) => (
        <input
          key={service}
          type="radio"
          name="service"
          value={service}
          checked={values.service === service}
          onChange={() => set({ service })}
        />
      ))}
      <input
        type="checkbox"
        name="consent"
        checked={values.consent}
        onChange={(event) => set({ consent: event.target.checked })}
      />
      <input type="hidden" name="calculationId" value="42" />
      <button type="submit" disabled={hydrated && values.name === ''}>
        Senden
      </button>
    </form>
  );
}

/** The server's HTML in the page, as the visitor meets it before the island is alive. */
function serverHtml(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onState={() => undefined} />);
  document.body.replaceChildren(container);
  return container;
}

/** Hydrates the form as the islands runtime does (IslandRoot), with or without adopting what was typed. */
async function hydrate(container: HTMLElement, adopt = true): Promise<Values[]> {
  const states: Values[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <IslandRoot
        onHydrated={() => (adopt ? adoptTypedValues(container) : undefined)}
        onAlive={() => undefined}
      >
        <Form onState={(values) => states.push(values)} />
      </IslandRoot>,
    );
  });
  return states;
}

const field = <T extends Element>(container: HTMLElement, selector: string) =>
  container.querySelector(selector) as T;

describe('adoptTypedValues: what the visitor did before the island was alive reaches its state', () => {
  it('takes typed text, a chosen option, a checked radio and a ticked box', async () => {
    const container = serverHtml();
    field<HTMLInputElement>(container, '[name="name"]').value = 'Maria';
    field<HTMLTextAreaElement>(container, '[name="message"]').value = 'Bitte um Rückruf';
    field<HTMLSelectElement>(container, '[name="condition"]').value = 'fair';
    field<HTMLInputElement>(container, '[value="preis_alarm"]').checked = true;
    field<HTMLInputElement>(container, '[name="consent"]').checked = true;

    const states = await hydrate(container);

    expect(states.at(-1)).toEqual({
      name: 'Maria',
      message: 'Bitte um Rückruf',
      condition: 'fair',
      service: 'preis_alarm',
      consent: true,
    });
    // The fields show what the state holds: a later render keeps them.
    expect(field<HTMLInputElement>(container, '[name="name"]').value).toBe('Maria');
    expect(field<HTMLInputElement>(container, '[value="preis_alarm"]').checked).toBe(true);
    expect(field<HTMLInputElement>(container, '[value="termin_service"]').checked).toBe(false);
    expect(field<HTMLInputElement>(container, '[name="consent"]').checked).toBe(true);
  });

  it('without it the form would send the field empty, and its next render wipes it (what it exists for)', async () => {
    const container = serverHtml();
    const name = field<HTMLInputElement>(container, '[name="name"]');
    name.value = 'Maria';
    const states = await hydrate(container, false);
    expect(states).toEqual([]);
    // Its render once hydrated already put its empty state back into the field.
    expect(name.value).toBe('');
  });

  it('leaves untouched fields alone', async () => {
    const container = serverHtml();
    const name = field<HTMLInputElement>(container, '[name="name"]');
    name.value = 'Mari';
    const states = await hydrate(container);
    expect(states).toEqual([{ ...EMPTY, name: 'Mari' }]);
    expect(name.value).toBe('Mari');
    expect(field<HTMLInputElement>(container, '[name="calculationId"]').value).toBe('42');
  });

  it('tells the form of a file picked before it was alive', async () => {
    const picked: string[] = [];
    function Upload() {
      return (
        <input
          type="file"
          name="photo"
          onChange={(event) => picked.push(event.target.files?.[0]?.name ?? '')}
        />
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Upload />);
    document.body.replaceChildren(container);
    const input = field<HTMLInputElement>(container, '[name="photo"]');
    // A script cannot pick a file; the browser's own list is what the visitor's choice leaves.
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'treppe.jpg')] });
    await act(async () => {
      hydrateRoot(
        container,
        <IslandRoot onHydrated={() => adoptTypedValues(container)} onAlive={() => undefined}>
          <Upload />
        </IslandRoot>,
      );
    });
    expect(picked).toEqual(['treppe.jpg']);
  });

  it('does nothing when nothing was typed', async () => {
    const container = serverHtml();
    const states = await hydrate(container);
    expect(states).toEqual([]);
  });
});
