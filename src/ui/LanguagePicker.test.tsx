import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguagePicker } from './LanguagePicker';

const LANGUAGES = [
  { code: 'en-US', name: 'English' },
  { code: 'es-US', name: 'Español' },
  { code: 'fr-CA', name: 'Français' },
];

function renderPicker(value = 'en-US') {
  const onChange = vi.fn();
  const view = render(
    <LanguagePicker
      label="Language"
      applyLabel="Change"
      languages={LANGUAGES}
      value={value}
      onChange={onChange}
    />,
  );
  return { onChange, ...view };
}

describe('LanguagePicker', () => {
  it('switches only on Change, never as the select changes (arrowing through it included)', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPicker();
    const select = screen.getByRole('combobox', { name: 'Language' });
    // Each step of the arrow keys on a closed select is a change event, as this is.
    await user.selectOptions(select, 'es-US');
    await user.selectOptions(select, 'fr-CA');
    expect(onChange).not.toHaveBeenCalled();
    expect(select).toHaveValue('fr-CA');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('fr-CA');
  });

  it('applies by keyboard: Tab to Change, Enter', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPicker();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es-US');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('es-US');
  });

  it('does nothing on Change with the current language chosen', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPicker('es-US');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a language applied from elsewhere', () => {
    const { rerender } = renderPicker();
    rerender(
      <LanguagePicker
        label="Idioma"
        applyLabel="Cambiar"
        languages={LANGUAGES}
        value="es-US"
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es-US');
  });
});
