import {
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  createToastStore,
  resolveDuration,
  toast,
  toastReducer,
  toastStore,
  type ToastRecord,
} from './store';

const record = (id: string, overrides: Partial<ToastRecord> = {}): ToastRecord => ({
  id,
  title: `Titel ${id}`,
  variant: 'default',
  duration: TOAST_DEFAULT_DURATION,
  open: true,
  placement: { edge: 'top' },
  ...overrides,
});

describe('toastReducer', () => {
  it('keeps one toast: a new one replaces the current', () => {
    const first = toastReducer([], { type: 'add', toast: record('a') });
    const second = toastReducer(first, { type: 'add', toast: record('b') });
    expect(TOAST_LIMIT).toBe(1);
    expect(second.map((t) => t.id)).toEqual(['b']);
  });

  it('replaces a toast that is still animating out', () => {
    const closing = [record('a', { open: false })];
    expect(toastReducer(closing, { type: 'add', toast: record('b') }).map((t) => t.id)).toEqual(['b']);
  });

  it('dismiss closes only the given toast and leaves the input untouched', () => {
    const state = [record('a')];
    expect(toastReducer(state, { type: 'dismiss', id: 'other' })).toEqual(state);
    const next = toastReducer(state, { type: 'dismiss', id: 'a' });
    expect(next[0]?.open).toBe(false);
    expect(state[0]?.open).toBe(true);
  });

  it('dismiss and remove without an id apply to every toast', () => {
    expect(toastReducer([record('a')], { type: 'dismiss' }).every((t) => !t.open)).toBe(true);
    expect(toastReducer([record('a')], { type: 'remove' })).toEqual([]);
  });

  it('remove drops the toast with that id', () => {
    expect(toastReducer([record('a')], { type: 'remove', id: 'a' })).toEqual([]);
    expect(toastReducer([record('a')], { type: 'remove', id: 'b' })).toHaveLength(1);
  });
});

describe('resolveDuration', () => {
  it('defaults to 5000 ms (docs/product.md §9)', () => {
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    expect(resolveDuration(undefined)).toBe(5000);
  });

  it('keeps valid durations and Infinity, replaces invalid ones', () => {
    expect(resolveDuration(2000)).toBe(2000);
    expect(resolveDuration(Infinity)).toBe(Infinity);
    expect(resolveDuration(0)).toBe(5000);
    expect(resolveDuration(-1)).toBe(5000);
    expect(resolveDuration(Number.NaN)).toBe(5000);
  });
});

describe('createToastStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('creates an open default toast with the default duration', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Gespeichert' });
    expect(store.getSnapshot()).toEqual([
      {
        id: handle.id,
        title: 'Gespeichert',
        variant: 'default',
        duration: 5000,
        open: true,
        placement: { edge: 'top' },
      },
    ]);
  });

  it('keeps variant, description and an explicit duration', () => {
    const store = createToastStore();
    store.toast({
      title: 'Fehler',
      description: 'Bitte erneut versuchen',
      variant: 'destructive',
      duration: 8000,
    });
    expect(store.getSnapshot()[0]).toMatchObject({
      title: 'Fehler',
      description: 'Bitte erneut versuchen',
      variant: 'destructive',
      duration: 8000,
    });
  });

  it('shows one toast at a time, the newest', () => {
    const store = createToastStore();
    store.toast({ title: 'Eins' });
    const second = store.toast({ title: 'Zwei' });
    const visible = store.getSnapshot().filter((t) => t.open);
    expect(visible).toHaveLength(1);
    expect(visible[0]?.id).toBe(second.id);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('gives every toast its own id', () => {
    const store = createToastStore();
    const ids = new Set([store.toast({ title: 'a' }).id, store.toast({ title: 'b' }).id]);
    expect(ids.size).toBe(2);
  });

  it('handle.dismiss closes the toast, which is removed after the exit animation', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Kopiert' });
    handle.dismiss();
    expect(store.getSnapshot()[0]?.open).toBe(false);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('dismiss without an id closes every toast', () => {
    const store = createToastStore({ removeDelay: 10 });
    store.toast({ title: 'a' });
    store.dismiss();
    expect(store.getSnapshot().every((t) => !t.open)).toBe(true);
    jest.advanceTimersByTime(10);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('a late removal of a replaced toast does not touch the new one', () => {
    const store = createToastStore({ removeDelay: 100 });
    const first = store.toast({ title: 'a' });
    first.dismiss();
    const second = store.toast({ title: 'b' });
    jest.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id: second.id, open: true })]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('dismissing twice schedules one removal', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'a' });
    handle.dismiss();
    handle.dismiss();
    expect(jest.getTimerCount()).toBe(1);
  });

  it('notifies subscribers on changes only, with a new snapshot each time', () => {
    const store = createToastStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    const handle = store.toast({ title: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);

    const snapshot = store.getSnapshot();
    store.dismiss('unknown');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(snapshot);

    handle.dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    jest.runAllTimers();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('page-wide store', () => {
  it('toast() writes to the one shared store, registered globally for every copy of the module', () => {
    const handle = toast({ title: 'Anfrage gesendet', variant: 'success' });
    expect(toastStore.getSnapshot()).toEqual([
      expect.objectContaining({ id: handle.id, variant: 'success' }),
    ]);
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('@stairs/ui/toast-store')]).toBe(
      toastStore,
    );
    handle.dismiss();
  });
});

describe('a toast’s placement', () => {
  it('is decided when it is shown, by the page’s rule', () => {
    let edge: 'top' | 'bottom' = 'bottom';
    const store = createToastStore({ place: () => (edge === 'top' ? { edge } : { edge, inset: 0 }) });
    store.toast({ title: 'Gespeichert' });
    expect(store.getSnapshot()[0]?.placement).toEqual({ edge: 'bottom', inset: 0 });
    edge = 'top';
    store.toast({ title: 'Gelöscht' });
    expect(store.getSnapshot()[0]?.placement).toEqual({ edge: 'top' });
  });
});
