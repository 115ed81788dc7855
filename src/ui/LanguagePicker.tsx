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

/**
 * The header's compact language `<select>`: the options say what it is in every language, so its name
 * is for screen readers only.
 */
export function LanguagePicker({ label, languages, value, onChange }: LanguagePickerProps) {
  return (
    <select
      aria-label={label}
      className="field__control field__control--select language-picker"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {languages.map(({ code, name }) => (
        <option key={code} value={code} lang={code}>
          {name}
        </option>
      ))}
    </select>
  );
}
