import { startTransition, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { FieldShell, useFieldProps } from './FieldShell';
import type { FieldBaseProps } from './FieldShell';
import type * as Phone from '../lib/validation/phone';
import type { CountryCode } from '../lib/validation/phone';

/** What `onChange` gives for text that is not a valid number (an E.164 string always starts with "+"). */
export const PHONE_INVALID = 'invalid';

// Type-only: the module itself (and libphonenumber-js in it) is loaded on first use, below.
type PhoneModule = typeof Phone;
let phoneModule: Promise<PhoneModule> | undefined;
const loadPhoneModule = () => (phoneModule ??= import('../lib/validation/phone'));

export interface PhoneInputProps
  extends
    FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'required' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'autoComplete'
    > {
  /** The stored number (E.164), shown split into country and national number. */
  defaultValue?: string;
  /** ISO 3166 region preselected when there is no stored number. Default `US`. */
  defaultCountry?: CountryCode;
  /** After every change: `''` when empty, the E.164 number when valid, else `PHONE_INVALID`. */
  onChange?: (value: string) => void;
  /** The number input (e.g. react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
}

function regionNames(language: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

type CountryOption = { code: CountryCode; label: string };

/**
 * The select's options, made once per language and wording: about 250 region names and labels, sorted,
 * were 90 ms of each render on a phone's CPU (create account at 7x, issue 66), and the form renders the
 * field again on every key in it, every time its texts' catalogues change the `t` it is given.
 */
const optionsByWording = new Map<string, CountryOption[]>();
/** Stand-ins no region name or calling code holds, for the option's wording with its slots. */
const COUNTRY_SLOT = '\u0001';
const CODE_SLOT = '\u0002';

function countryOptions(
  list: readonly { country: CountryCode; callingCode: string }[],
  language: string,
  optionLabel: (country: string, code: string) => string,
): CountryOption[] {
  // The wording as this language's catalogue has it now: a catalogue arriving later makes new labels.
  // Each label is made from it, not by a translation call each: with 250 of those, the render as the list
  // arrived was one task of 50 to 58 ms on a phone (7x), 22 ms without.
  const template = optionLabel(COUNTRY_SLOT, CODE_SLOT);
  const wording = `${language}\u0000${template}`;
  const made = optionsByWording.get(wording);
  if (made) return made;
  const name = regionNames(language);
  const collator = new Intl.Collator(language);
  const options = list
    .map(({ country: code, callingCode }) => ({
      code,
      label: template.replace(COUNTRY_SLOT, () => name(code)).replace(CODE_SLOT, () => callingCode),
    }))
    .sort((a, b) => collator.compare(a.label, b.label));
  optionsByWording.set(wording, options);
  return options;
}

/**
 * A phone number: a country select and the number, normalised to E.164 as the person types
 * (valid when empty, invalid when it does not parse). libphonenumber-js is large, so it is
 * loaded by this component when it mounts, never by the page that imports it; until it arrives the
 * field already takes input, and the first value is reported when it has. The outcome fits the
 * `phoneSchema()` of `src/lib/validation/phone` as a form value (`PHONE_INVALID` does not parse).
 * With react-hook-form, use a `Controller` and pass `field.value` as `defaultValue`.
 * Its first render names a country with `Intl`: a module that renders it calls `loadLocaleDataOffThread()`
 * (src/lib/localeData.ts) as it is evaluated. Not this one: it is in the form kit's chunk, which every
 * form page evaluates, with a phone or not.
 */
export function PhoneInput({
  className,
  defaultValue = '',
  defaultCountry = 'US',
  onChange,
  disabled,
  ...props
}: PhoneInputProps) {
  // Asked as it first renders, which React does in slices, not after its commit, which is one task: on a
  // phone (7x) the import's preloads took 9 to 13 ms of the first screen's take-over there. Its outcome
  // is the effect's below (the same promise).
  loadPhoneModule().catch(() => undefined);
  const { t, i18n } = useTranslation('common');
  const { ids, shell, control, rest } = useFieldProps(props);
  const countryId = `${useId()}-country`;
  const [lib, setLib] = useState<PhoneModule>();
  const [loadError, setLoadError] = useState<unknown>();
  const [country, setCountry] = useState<CountryCode>(defaultCountry);
  const [text, setText] = useState(defaultValue);
  // Typed into before the module arrived: that text is the person's, report it (and do not replace it).
  // So is a start that is no stored number (E.164 starts with "+"): text typed on the page's first
  // screen before the app took it over (src/common/prerendered/firstScreen.ts).
  const edited = useRef(defaultValue !== '' && !defaultValue.startsWith('+'));
  // What the handlers and the module's arrival read: the latest of each, whichever render made them.
  const latest = useRef({
    lib: undefined as PhoneModule | undefined,
    text: defaultValue,
    country: defaultCountry,
    onChange,
  });
  useEffect(() => {
    latest.current.onChange = onChange;
  });

  // Reported in the same event as the edit, so the form holds the number before the next key or click.
  const report = () => {
    const { lib: mod, text: value, country: region, onChange: notify } = latest.current;
    if (!mod || !edited.current) return;
    const trimmed = value.trim();
    notify?.(trimmed ? (mod.normalizePhone(trimmed, region) ?? PHONE_INVALID) : '');
  };

  useEffect(() => {
    let live = true;
    loadPhoneModule().then(
      (mod) => {
        if (!live) return;
        const split = defaultValue ? mod.splitPhone(defaultValue) : undefined;
        if (split && !edited.current) {
          latest.current.text = split.national;
          if (split.country) latest.current.country = split.country;
        }
        latest.current.lib = mod;
        // About 250 options to make and insert: in a transition React renders them in slices a key
        // typed meanwhile goes before (one task of 50 to 90 ms on a phone's CPU at 7x, issue 66).
        startTransition(() => {
          setText(latest.current.text);
          setCountry(latest.current.country);
          setLib(mod);
        });
        // Keys typed while it loaded are reported now that they can be read.
        report();
      },
      (reason: unknown) => live && setLoadError(reason ?? new Error('phone module')),
    );
    return () => {
      live = false;
    };
    // Once per mount: later defaultValue changes are not the person's edits to overwrite.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A chunk that cannot load is the route error boundary's case, as for a lazy screen.
  if (loadError) throw loadError;

  const countries = useMemo(
    () =>
      lib
        ? countryOptions(lib.phoneCountries(), i18n.language, (name, code) =>
            t('phone.countryOption', { country: name, code }),
          )
        : // Before the list loads the select holds the chosen country alone.
          [{ code: country, label: regionNames(i18n.language)(country) }],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lib, i18n.language, t],
  );

  return (
    <FieldShell {...shell}>
      <div className="phone-input">
        <label htmlFor={countryId} className="sr-only">
          {t('phone.country')}
        </label>
        <select
          id={countryId}
          className="field__control field__control--select phone-input__country"
          value={country}
          // Input purpose: the country part and the national part of a phone number, filled apart.
          autoComplete="tel-country-code"
          disabled={disabled}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            edited.current = true;
            latest.current.country = event.target.value as CountryCode;
            setCountry(latest.current.country);
            report();
          }}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.label}
            </option>
          ))}
        </select>
        {/* A text input with the phone keypad, not type="tel": the national-number autofill token
            belongs to the text control group in HTML, so a tel input may not carry it. */}
        <input
          type="text"
          inputMode="tel"
          className={cx('field__control', 'phone-input__number', className)}
          autoComplete="tel-national"
          value={text}
          disabled={disabled}
          {...control}
          onChange={(event) => {
            edited.current = true;
            latest.current.text = event.target.value;
            setText(event.target.value);
            report();
          }}
          {...rest}
        />
      </div>
    </FieldShell>
  );
}
