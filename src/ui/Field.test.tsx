import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRegisteredField } from './test-form';
import { CheckboxField, PasswordField, SelectField, TextField } from './Field';

function describedByTexts(el: HTMLElement): string[] {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('TextField', () => {
  it('is labelled, and valid without error', () => {
    render(<TextField label="Username" description="As given by your employer" />);
    const input = screen.getByLabelText('Username');
    expect(input.tagName).toBe('INPUT');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As given by your employer');
  });

  it('links description and error by aria-describedby and sets aria-invalid', () => {
    render(
      <TextField
        label="Email"
        description="We send a code"
        error="Enter a valid email"
        aria-describedby="extra"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids).toHaveLength(3);
    expect(ids[2]).toBe('extra');
    expect(describedByTexts(input).slice(0, 2)).toEqual(['We send a code', 'Error: Enter a valid email']);
    const error = document.getElementById(ids[1] ?? '');
    expect(error?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('marks required fields with aria-required and a hidden asterisk', () => {
    render(<TextField label="First name" required />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required'); // no browser validation bubbles
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('works with react-hook-form register (ref forwarded)', async () => {
    const onValid = renderRegisteredField(
      'username',
      (registered) => <TextField label="Username" autoComplete="username" {...registered} />,
      'Go',
    );
    await userEvent.type(screen.getByLabelText('Username'), 'ava.associate');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onValid).toHaveBeenCalledWith({ username: 'ava.associate' }, expect.anything());
  });
});

describe('PasswordField', () => {
  it('toggles visibility with a pressed button, by mouse and keyboard', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', input.id);
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    input.focus();
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAccessibleName('Show password');
  });

  it('warns politely while Caps Lock is on', async () => {
    render(<PasswordField label="Password" error="Enter your password" />);
    const input = screen.getByLabelText('Password');
    expect(screen.queryByText('Caps Lock is on')).toBeNull();
    fireEvent.keyDown(input, { key: 'A', modifierCapsLock: true });
    const warning = screen.getByText('Caps Lock is on');
    expect(warning.closest('[aria-live="polite"]')).not.toBeNull();
    expect(describedByTexts(input)).toContain('Caps Lock is on');
    expect(describedByTexts(input)).toContain('Error: Enter your password');
    fireEvent.keyUp(input, { key: 'a', modifierCapsLock: false });
    expect(screen.queryByText('Caps Lock is on')).toBeNull();

    await userEvent.click(input);
    await userEvent.keyboard('{CapsLock}x');
    expect(screen.getByText('Caps Lock is on')).toBeInTheDocument();
    fireEvent.blur(input);
    expect(screen.queryByText('Caps Lock is on')).toBeNull();
  });

  it('keeps caller key handlers and accepts new-password', () => {
    const onKeyDown = vi.fn();
    render(<PasswordField label="New password" autoComplete="new-password" onKeyDown={onKeyDown} />);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    fireEvent.keyDown(input, { key: 'x' });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });
});

describe('CheckboxField', () => {
  it('is toggled through its label and wires errors', async () => {
    render(<CheckboxField label="I accept the terms" error="Accept the terms to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Error: Accept the terms to continue');
  });
});

describe('SelectField', () => {
  it('renders a labelled select with options, placeholder and error', async () => {
    render(
      <SelectField
        label="Language"
        placeholder="Choose…"
        options={[
          { value: 'en-US', label: 'English (US)' },
          { value: 'fr-CA', label: 'Français (Canada)' },
        ]}
        error="Choose a language"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Error: Choose a language');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose…',
      'English (US)',
      'Français (Canada)',
    ]);
    await userEvent.selectOptions(select, 'fr-CA');
    expect(select).toHaveValue('fr-CA');
  });
});
