import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from './test-i18n';
import { DateOfBirthInput, readDateOfBirth } from './DateOfBirthInput';

const group = () => screen.getByRole('group', { name: 'Date of birth' });
const day = () => within(group()).getByRole('textbox', { name: 'Day' });
const month = () => within(group()).getByRole('combobox', { name: 'Month' });
const year = () => within(group()).getByRole('textbox', { name: 'Year' });

describe('readDateOfBirth', () => {
  const today = '2026-11-23';
  it('gives the ISO date of a real past date', () => {
    expect(readDateOfBirth({ day: '5', month: '4', year: '1990' }, today)).toEqual({
      value: '1990-04-05',
      status: 'valid',
    });
    expect(readDateOfBirth({ day: '29', month: '2', year: '2024' }, today).value).toBe('2024-02-29');
    expect(readDateOfBirth({ day: '23', month: '11', year: '2026' }, today).status).toBe('valid');
  });
  it('says why there is no date', () => {
    expect(readDateOfBirth({ day: '', month: '', year: '' }, today).status).toBe('empty');
    expect(readDateOfBirth({ day: '1', month: '', year: '1990' }, today).status).toBe('incomplete');
    expect(readDateOfBirth({ day: '1', month: '1', year: '199' }, today).status).toBe('incomplete');
    // No value whenever there is no date, whatever the reason.
    const noDate = (status: string) => ({ value: null, status });
    expect(readDateOfBirth({ day: '31', month: '2', year: '1990' }, today)).toEqual(noDate('invalid'));
    expect(readDateOfBirth({ day: '29', month: '2', year: '2023' }, today).status).toBe('invalid');
    expect(readDateOfBirth({ day: '0', month: '1', year: '1990' }, today).status).toBe('invalid');
    expect(readDateOfBirth({ day: '1', month: '1', year: '1850' }, today).status).toBe('invalid');
    expect(readDateOfBirth({ day: '24', month: '11', year: '2026' }, today)).toEqual(noDate('future'));
  });
});

describe('DateOfBirthInput', () => {
  it('is a fieldset named by its legend with three labelled controls in the language order', () => {
    render(<DateOfBirthInput label="Date of birth" description="For example, April 15 1990" required />);
    expect(group().tagName).toBe('FIELDSET');
    const controls = Array.from(group().querySelectorAll('input, select'));
    expect(controls).toEqual([month(), day(), year()]); // en-US
    expect(day()).toHaveAttribute('inputmode', 'numeric');
    expect(day()).toHaveAttribute('autocomplete', 'bday-day');
    expect(year()).toHaveAttribute('autocomplete', 'bday-year');
    expect(month()).toHaveAttribute('autocomplete', 'bday-month');
    expect(year()).toHaveAttribute('aria-required', 'true');
    expect(day()).toHaveAccessibleDescription('For example, April 15 1990');
  });

  it('follows the order of the language (en-GB: day, month, year)', async () => {
    // A fresh instance also becomes react-i18next's default: the other tests get en-US back after.
    const i18n = createTestI18n();
    try {
      await i18n.changeLanguage('en-GB');
      render(
        <I18nextProvider i18n={i18n}>
          <DateOfBirthInput label="Date of birth" />
        </I18nextProvider>,
      );
      expect(Array.from(group().querySelectorAll('input, select'))).toEqual([day(), month(), year()]);
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });

  it('names the months with Intl', () => {
    render(<DateOfBirthInput label="Date of birth" />);
    const names = within(month())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual([
      'Month',
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
  });

  it('gives the ISO date once the parts make one, null before', async () => {
    const onChange = vi.fn();
    render(<DateOfBirthInput label="Date of birth" onChange={onChange} />);
    await userEvent.selectOptions(month(), 'April');
    expect(onChange).toHaveBeenLastCalledWith(null, 'incomplete');
    await userEvent.type(day(), '1x5');
    expect(day()).toHaveValue('15');
    await userEvent.type(year(), '19901');
    expect(year()).toHaveValue('1990');
    expect(onChange).toHaveBeenLastCalledWith('1990-04-15', 'valid');
    expect(screen.queryByText(/Error:/)).toBeNull();
  });

  it('starts from the parts typed before it (a first screen), asked again at its first commit', () => {
    const onChange = vi.fn();
    // The month at the first render; the day typed before the commit; the year never.
    const typed = vi
      .fn<() => Record<string, string>>()
      .mockReturnValueOnce({ month: '4' })
      .mockReturnValue({ month: '4', day: '15' });
    render(<DateOfBirthInput label="Date of birth" onChange={onChange} defaultParts={typed} />);
    expect(month()).toHaveValue('4');
    expect(day()).toHaveValue('15');
    expect(year()).toHaveValue('');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null, 'incomplete');
  });

  it('asks for the parts again whenever askAgain calls, until it unmounts', () => {
    const onChange = vi.fn();
    const typed = vi
      .fn<() => Record<string, string>>()
      .mockReturnValueOnce({ month: '4' })
      .mockReturnValueOnce({ month: '4' })
      .mockReturnValue({ month: '4', day: '15', year: '1990' });
    let readAgain: (() => void) | undefined;
    const stop = vi.fn();
    const { unmount } = render(
      <DateOfBirthInput
        label="Date of birth"
        onChange={onChange}
        defaultParts={typed}
        askAgain={(read) => {
          readAgain = read;
          return stop;
        }}
      />,
    );
    expect(day()).toHaveValue('');
    act(() => readAgain!());
    expect(day()).toHaveValue('15');
    expect(year()).toHaveValue('1990');
    expect(onChange).toHaveBeenLastCalledWith('1990-04-15', 'valid');
    unmount();
    expect(stop).toHaveBeenCalledOnce();
  });

  it('tells nothing when nothing was typed before it', () => {
    const onChange = vi.fn();
    render(<DateOfBirthInput label="Date of birth" onChange={onChange} defaultParts={() => ({})} />);
    expect(day()).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports 31 February under the fields and marks them invalid', async () => {
    const onChange = vi.fn();
    render(<DateOfBirthInput label="Date of birth" onChange={onChange} />);
    await userEvent.type(day(), '31');
    await userEvent.selectOptions(month(), 'February');
    await userEvent.type(year(), '1990');
    expect(onChange).toHaveBeenLastCalledWith(null, 'invalid');
    for (const control of [day(), month(), year()]) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription('Error: Enter a real date');
    }
    await userEvent.clear(day());
    await userEvent.type(day(), '28');
    expect(onChange).toHaveBeenLastCalledWith('1990-02-28', 'valid');
    expect(day()).not.toHaveAttribute('aria-invalid');
  });

  it("reports a date in the future, and lets the form's error win", () => {
    const { rerender } = render(<DateOfBirthInput label="Date of birth" defaultValue="2999-01-01" />);
    expect(year()).toHaveAccessibleDescription('Error: Enter a date in the past');
    rerender(
      <DateOfBirthInput label="Date of birth" defaultValue="2999-01-01" error="Date of birth is incorrect" />,
    );
    expect(year()).toHaveAccessibleDescription('Error: Date of birth is incorrect');
  });

  it('starts from a stored date; its ref is a handle that focuses the first control, not the element', () => {
    const ref = createRef<{ focus: () => void }>();
    render(<DateOfBirthInput label="Date of birth" defaultValue="1990-04-05" ref={ref} id="dob" />);
    expect(month()).toHaveValue('4');
    expect(day()).toHaveValue('5');
    expect(year()).toHaveValue('1990');
    expect(ref.current).not.toBeInstanceOf(Element);
    ref.current!.focus();
    expect(month()).toHaveFocus();
    expect(month().id).toBe('dob');
  });
});
