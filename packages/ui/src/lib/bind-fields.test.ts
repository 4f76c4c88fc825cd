import type * as React from 'react';
import { bindFields } from './bind-fields';

interface Values {
  title: string;
  category: 'treppe' | 'gelaender';
}

const typed = (value: string) => ({ target: { value } }) as React.ChangeEvent<HTMLInputElement>;

describe('bindFields', () => {
  it('hands each control its value and changes only its own key', () => {
    const change = jest.fn();
    const bind = bindFields<Values>({ title: 'Alt', category: 'treppe' }, change);

    const title = bind.text('title');
    expect(title.value).toBe('Alt');
    title.onChange(typed('Neu'));
    expect(change).toHaveBeenLastCalledWith({ title: 'Neu' });

    const category = bind.value('category');
    expect(category.value).toBe('treppe');
    category.onValueChange('gelaender');
    expect(change).toHaveBeenLastCalledWith({ category: 'gelaender' });
    expect(change).toHaveBeenCalledTimes(2);
  });

  it('binds a text control only to a key that holds any text', () => {
    const bind = bindFields<Values>({ title: '', category: 'treppe' }, jest.fn());
    // @ts-expect-error a fixed choice is chosen, not typed in
    expect(bind.text('category').value).toBe('treppe');
  });
});
