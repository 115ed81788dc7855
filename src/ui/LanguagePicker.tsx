import { useId } from 'react';

export interface LanguageOption {
  /** The language tag, e.g. `fr-CA`. */
  code: string;
  /** Its name in itself (`Français`): a reader looks for their own word. */
  name: string;
}

export interface LanguagePickerProps {
  /** The accessible name, in the current language ("Language", "Idioma", "Langue"). */
  label: string;
  languages: readonly LanguageOption[];
  value: string;
  onChange: (code: string) => void;
}

/** The header's compact language `<select>`; its label is read by screen readers, the options show. */
export function LanguagePicker({ label, languages, value, onChange }: LanguagePickerProps) {
  const id = useId();
  return (
    <div className="language-picker">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        className="field__control field__control--select language-picker__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {languages.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
