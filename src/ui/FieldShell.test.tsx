import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxField, SelectField, TextField } from './Field';
import { FieldShell, useFieldIds } from './FieldShell';

function Group({ error, description }: { error?: string; description?: string }) {
  const ids = useFieldIds(undefined, description, error);
  return (
    <FieldShell
      ids={ids}
      label="Date of birth"
      layout="group"
      error={error}
      description={description}
      required
    >
      <label htmlFor={`${ids.id}-d`}>Day</label>
      <input id={`${ids.id}-d`} aria-invalid={ids.invalid} aria-describedby={ids.describedBy} />
    </FieldShell>
  );
}

describe('FieldShell', () => {
  it('groups several controls in a fieldset named by its legend', () => {
    render(<Group description="As on your passport" />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group.tagName).toBe('FIELDSET');
    const day = screen.getByRole('textbox', { name: 'Day' });
    expect(day).toHaveAccessibleDescription('As on your passport');
    expect(day).not.toHaveAttribute('aria-invalid');
  });

  it('wires the error of a group into each control', () => {
    render(<Group error="Enter a real date" />);
    const day = screen.getByRole('textbox', { name: 'Day' });
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription('Error: Enter a real date');
  });

  it('keeps a caller id and generates unique ones otherwise', () => {
    render(
      <>
        <TextField label="A" id="given" />
        <TextField label="B" />
        <TextField label="C" />
      </>,
    );
    expect(screen.getByLabelText('A').id).toBe('given');
    expect(screen.getByLabelText('B').id).not.toBe(screen.getByLabelText('C').id);
  });

  it('passes ref as a plain prop to the control (no forwardRef)', () => {
    const input = createRef<HTMLInputElement>();
    const box = createRef<HTMLInputElement>();
    const select = createRef<HTMLSelectElement>();
    render(
      <>
        <TextField label="Name" ref={input} />
        <CheckboxField label="Agree" ref={box} />
        <SelectField label="Pick" ref={select} options={[{ value: 'a', label: 'A' }]} />
      </>,
    );
    expect(input.current).toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(box.current).toBe(screen.getByRole('checkbox', { name: 'Agree' }));
    expect(select.current).toBe(screen.getByRole('combobox', { name: 'Pick' }));
  });

  it('ignores an empty error and an empty extra describedby', () => {
    render(<TextField label="Name" error="" aria-describedby="" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
