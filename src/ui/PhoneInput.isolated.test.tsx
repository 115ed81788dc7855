import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_INVALID, PhoneInput } from './PhoneInput';

// The phone module (libphonenumber-js) arrives when the first test lets it: the component must work before.
const gate = vi.hoisted(() => {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});
vi.mock('../lib/validation/phone', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

// The list is filled once libphonenumber-js has loaded.
const loaded = () => screen.findByRole('option', { name: 'United Kingdom +44' }, { timeout: 10_000 });

describe('PhoneInput', () => {
  it('takes input before libphonenumber-js has loaded, and reports it when it has', async () => {
    const onChange = vi.fn();
    render(<PhoneInput label="Phone" onChange={onChange} />);
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '2015550123');
    expect(onChange).not.toHaveBeenCalled();
    gate.open();
    await loaded();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('+12015550123'));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('2015550123');
  });

  it('is a labelled text input with the phone keypad and a labelled country select, wired to the error', async () => {
    render(<PhoneInput label="Mobile number" error="Enter a valid phone number" required />);
    await loaded();
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    // The national-number token is only conforming on a text control (HTML's autofill control groups).
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Error: Enter a valid phone number');
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('US');
    expect(select).toHaveAttribute('autocomplete', 'tel-country-code');
    expect(screen.getByRole('option', { name: 'United States +1' })).toBeInTheDocument();
  });

  it('gives the E.164 number, the invalid marker, or empty', async () => {
    const onChange = vi.fn();
    render(<PhoneInput label="Phone" onChange={onChange} />);
    await loaded();
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '(201) 555-012');
    expect(onChange).toHaveBeenLastCalledWith(PHONE_INVALID);
    await userEvent.type(input, '3');
    expect(onChange).toHaveBeenLastCalledWith('+12015550123');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('reports a change in the same render as the edit, not one render later', async () => {
    let commits = 0;
    function Form() {
      const [value, setValue] = useState('');
      return (
        <>
          <PhoneInput label="Phone" onChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(
      <Profiler id="form" onRender={() => (commits += 1)}>
        <Form />
      </Profiler>,
    );
    await loaded();
    commits = 0;
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '2015550123' } });
    expect(screen.getByRole('status')).toHaveTextContent('+12015550123');
    // The field's text and the reported number in one commit: a form that reads it (a submit button
    // enabled by it) is right before the next key, never a render behind.
    expect(commits).toBe(1);
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'GB' } });
    expect(screen.getByRole('status')).toHaveTextContent('+442015550123');
    expect(commits).toBe(2);
  });

  it('reads the number in the chosen country, and re-reads it when the country changes', async () => {
    const onChange = vi.fn();
    render(<PhoneInput label="Phone" onChange={onChange} />);
    await loaded();
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '020 7946 0958');
    expect(onChange).toHaveBeenLastCalledWith(PHONE_INVALID);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
    expect(onChange).toHaveBeenLastCalledWith('+442079460958');
  });

  it("reads a start that is no stored number as typed (a first screen's text): it reports the number", async () => {
    const onChange = vi.fn();
    render(<PhoneInput label="Phone" defaultValue="201 555 0123" onChange={onChange} />);
    await loaded();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('+12015550123'));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('201 555 0123');
  });

  it('shows a stored number split into its country and national form', async () => {
    const onChange = vi.fn();
    render(<PhoneInput label="Phone" defaultValue="+442079460958" onChange={onChange} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('GB'));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('020 7946 0958');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names the regions once per language and wording, not on every render or mount', async () => {
    const naming = vi.spyOn(Intl.DisplayNames.prototype, 'of');
    const first = render(<PhoneInput label="Phone" />);
    await loaded();
    const named = naming.mock.calls.length;
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '20155');
    first.unmount();
    render(<PhoneInput label="Phone" />);
    await loaded();
    // The chosen country's name alone, before the list arrives: not the list's 250.
    expect(naming.mock.calls.length - named).toBeLessThanOrEqual(2);
    expect(screen.getByRole('option', { name: 'United States +1' })).toBeInTheDocument();
    naming.mockRestore();
  });

  it('does not import libphonenumber-js or the phone module statically', () => {
    const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'PhoneInput.tsx'), 'utf8');
    const staticImports = source.match(/^import\s(?!type\s)[^;]*;/gm) ?? [];
    expect(staticImports.length).toBeGreaterThan(0);
    for (const line of staticImports) expect(line).not.toMatch(/libphonenumber|validation\/phone/);
    expect(source).toMatch(/import\('\.\.\/lib\/validation\/phone'\)/);
  });
});
