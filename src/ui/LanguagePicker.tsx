import { useState } from 'react';
import { Button } from './Button';

export interface LanguageOption {
  /** The language tag, e.g. `fr-CA`. */
  code: string;
  /** Its name in itself (`Français`): a reader looks for their own word. */
  name: string;
}

export interface LanguagePickerProps {
  /** The accessible name, in the current language ("Language", "Idioma", "Langue"). */
  label: string;
  /** The button that applies the choice, in the current language ("Change", "Cambiar", "Changer"). */
  applyLabel: string;
  languages: readonly LanguageOption[];
  value: string;
  /** Called with the chosen language when the button is used, never as the select changes. */
  onChange: (code: string) => void;
}

/**
 * The header's compact language picker: a `<select>` and a button beside it. Changing the select
 * changes nothing else: the page switches language only when the button is used, because a change of
 * context on input is not allowed, and a closed select fires a change at every arrow key, so a
 * keyboard user going through the list would switch language at each step. The options say what it
 * is in every language, so the select's name is for screen readers only.
 */
export function LanguagePicker(props: LanguagePickerProps) {
  // A language applied from elsewhere starts the choice afresh.
  return <PickerForm key={props.value} {...props} />;
}

function PickerForm({ label, applyLabel, languages, value, onChange }: LanguagePickerProps) {
  const [chosen, setChosen] = useState(value);
  return (
    <form
      className="language-picker"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== value) onChange(chosen);
      }}
    >
      <select
        aria-label={label}
        className="field__control field__control--select"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      >
        {languages.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary">
        {applyLabel}
      </Button>
    </form>
  );
}
