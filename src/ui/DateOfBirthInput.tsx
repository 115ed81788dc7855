import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import type { ChangeEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell, useFieldProps } from './FieldShell';
import type { FieldBaseProps } from './FieldShell';
import { loadLocaleDataOffThread } from '../lib/localeData';

// Its month names and the order of the date's parts come from Intl as it first renders.
loadLocaleDataOffThread();

export type DateOfBirthStatus = 'empty' | 'incomplete' | 'invalid' | 'future' | 'valid';

/** The three controls' names, which a first screen's typed parts are read by. */
export const DATE_PARTS = ['day', 'month', 'year'] as const;

interface Parts {
  day: string;
  month: string;
  year: string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function todayIso(): string {
  const now = new Date();
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1, 2)}-${pad(now.getDate(), 2)}`;
}

/** The date the three parts make, or why there is none. Years before 1900 are taken as typing slips. */
export function readDateOfBirth(
  { day, month, year }: Parts,
  today = todayIso(),
): {
  value: string | null;
  status: DateOfBirthStatus;
} {
  if (!day && !month && !year) return { value: null, status: 'empty' };
  if (!day || !month || year.length < 4) return { value: null, status: 'incomplete' };
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return { value: null, status: 'invalid' };
  }
  const iso = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
  return iso > today ? { value: null, status: 'future' } : { value: iso, status: 'valid' };
}

function splitIso(iso: string | undefined): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match
    ? { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) }
    : { day: '', month: '', year: '' };
}

/** Day, month and year in the order the language writes them (en-US: month, day, year). */
function partOrder(language: string): Array<keyof Parts> {
  try {
    const order = new Intl.DateTimeFormat(language, { timeZone: 'UTC' })
      .formatToParts(Date.UTC(2000, 0, 2))
      .map((p) => p.type)
      .filter((type): type is keyof Parts => type === 'day' || type === 'month' || type === 'year');
    if (order.length === 3) return order;
  } catch {
    // An unknown language: the ISO order below.
  }
  return ['year', 'month', 'day'];
}

export interface DateOfBirthInputProps extends FieldBaseProps {
  /** A stored date (`YYYY-MM-DD`) to start from. */
  defaultValue?: string;
  /**
   * Parts to start from, by their controls' names (`day`, `month`, `year`): what was typed on the page's
   * first screen (src/common/prerendered/firstScreen.ts) before the app took it over. Asked at the first
   * render, again at the first commit, and once more each time `askAgain` calls (what was typed in between
   * counts too); the date they make is then told to `onChange`, as if typed.
   */
  defaultParts?: () => Partial<Record<string, string | boolean>>;
  /** Given the reading of `defaultParts`, calls it when they may have changed; returns its removal. */
  askAgain?: (read: () => void) => () => void;
  /** After every change: the ISO date when the parts make a past date, else null, and why. */
  onChange?: (value: string | null, status: DateOfBirthStatus) => void;
  /** Base of the three controls' ids (`-day`, `-month`, `-year`); the first one gets `id` itself. */
  id?: string;
  disabled?: boolean;
  /**
   * A handle that focuses the first control (react-hook-form's, for an error). Not the element: a form
   * given a part's element takes that part's text for the whole date (typed digits vanished from the
   * year in fr-CA and the day in es-US, the first parts there).
   */
  ref?: Ref<{ focus: () => void }>;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A date of birth as three labelled controls in a fieldset whose legend is the label: day and year
 * typed (numeric keyboard, autofill `bday-*`), month chosen by name (`Intl`, no date library). A date
 * that does not exist (31 February) or lies ahead is said so under the fields, unless the form shows
 * an error of its own; `onChange` then gives null.
 */
export function DateOfBirthInput({
  error,
  defaultValue,
  defaultParts,
  askAgain,
  onChange,
  disabled,
  ref,
  ...props
}: DateOfBirthInputProps) {
  const { t, i18n } = useTranslation('common');
  const startParts = () => {
    const start = splitIso(defaultValue);
    const given = defaultParts?.() ?? {};
    for (const part of DATE_PARTS) {
      const value = given[part];
      if (typeof value === 'string') start[part] = value;
    }
    return start;
  };
  const [parts, setParts] = useState(startParts);
  const { status } = readDateOfBirth(parts);
  useLayoutEffect(() => {
    if (!defaultParts) return;
    const takeDefaultParts = () => {
      const now = startParts();
      if (!now.day && !now.month && !now.year) return;
      setParts(now);
      const read = readDateOfBirth(now);
      onChange?.(read.value, read.status);
    };
    takeDefaultParts();
    return askAgain?.(takeDefaultParts);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the first commit
  }, []);
  const ownError =
    status === 'invalid'
      ? t('dateOfBirth.invalid')
      : status === 'future'
        ? t('dateOfBirth.future')
        : undefined;
  const { ids, shell, control } = useFieldProps({ ...props, error: error || ownError });
  const firstRef = useCallback(
    (el: HTMLInputElement | HTMLSelectElement | null) => assignRef(ref, el && { focus: () => el.focus() }),
    [ref],
  );

  const language = i18n.language;
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
  }, [language]);
  const order = useMemo(() => partOrder(language), [language]);

  const update = (part: keyof Parts) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const raw = event.target.value;
    const next = {
      ...parts,
      [part]: part === 'month' ? raw : raw.replace(/\D/g, '').slice(0, part === 'year' ? 4 : 2),
    };
    setParts(next);
    const read = readDateOfBirth(next);
    onChange?.(read.value, read.status);
  };

  const common = (part: keyof Parts, index: number) => ({
    ...control,
    id: index === 0 ? ids.id : `${ids.id}-${part}`,
    ref: index === 0 ? firstRef : undefined,
    name: part,
    value: parts[part],
    disabled,
    onChange: update(part),
  });

  return (
    <FieldShell {...shell} layout="group" variant="date-input">
      <div className="date-input__parts">
        {order.map((part, index) => {
          const props = common(part, index);
          return (
            <div key={part} className={`date-input__part--${part}`}>
              <label htmlFor={props.id} className="date-input__label">
                {t(`dateOfBirth.${part}`)}
              </label>
              {part === 'month' ? (
                <select
                  {...props}
                  className="field__control field__control--select"
                  autoComplete="bday-month"
                >
                  {/* Not empty: an option needs text (or a label), so the unchosen state reads as the part's name. */}
                  <option value="">{t('dateOfBirth.month')}</option>
                  {months.map((name, i) => (
                    <option key={name} value={String(i + 1)}>
                      {name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...props}
                  type="text"
                  className="field__control"
                  inputMode="numeric"
                  autoComplete={`bday-${part}`}
                  size={part === 'year' ? 4 : 2}
                />
              )}
            </div>
          );
        })}
      </div>
    </FieldShell>
  );
}
