import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../lib/messageKey';
import { FormError } from './FormError';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en-US',
  resources: { 'en-US': { demo: { title: 'Not saved', message: 'Please try again.' } } },
  initAsync: false,
});

// Keys of this test's own `demo` catalogue, which the typed keys (src/i18next.d.ts) do not know.
const error = (key: number) => ({
  titleKey: 'demo:title' as MessageKey,
  messageKey: 'demo:message' as MessageKey,
  key,
});

function renderBlock(value: Parameters<typeof FormError>[0]['error']) {
  const ui = (current: typeof value) => (
    <I18nextProvider i18n={i18n}>
      <input aria-label="Elsewhere" />
      <FormError error={current} id="the-error" />
    </I18nextProvider>
  );
  const view = render(ui(value));
  return { rerender: (next: typeof value) => view.rerender(ui(next)) };
}

describe('FormError', () => {
  it('renders nothing without an error', () => {
    renderBlock(null);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows title and message as an alert and takes the focus', () => {
    renderBlock(error(1));
    const block = screen.getByRole('alert');
    expect(block).toHaveTextContent('Not saved');
    expect(block).toHaveTextContent('Please try again.');
    expect(block).toHaveAttribute('id', 'the-error');
    expect(block).toHaveAttribute('tabindex', '-1');
    expect(block).toHaveFocus();
  });

  it('takes the focus again for a new error with the same words, not on a re-render', () => {
    const { rerender } = renderBlock(error(1));
    screen.getByRole('textbox', { name: 'Elsewhere' }).focus();
    rerender(error(1));
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
    rerender(error(2));
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
