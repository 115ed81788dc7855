/** Test helper: one field wired to react-hook-form's `register`, in a form with a submit button. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { vi } from 'vitest';

/** Renders `field` registered as `name`; returns the mock that receives the values the form submits. */
export function renderRegisteredField(
  name: string,
  field: (registered: UseFormRegisterReturn) => ReactNode,
  submit: string,
) {
  const onValid = vi.fn();
  function Form() {
    const { register, handleSubmit } = useForm<Record<string, string>>();
    return (
      <form onSubmit={handleSubmit(onValid)}>
        {field(register(name))}
        <button type="submit">{submit}</button>
      </form>
    );
  }
  render(<Form />);
  return onValid;
}
