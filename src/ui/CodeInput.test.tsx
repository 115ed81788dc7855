import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRegisteredField } from './test-form';
import { CodeInput, normalizeCode } from './CodeInput';

describe('normalizeCode', () => {
  it("keeps digits only, up to the contract's 20", () => {
    expect(normalizeCode('123 456')).toBe('123456');
    expect(normalizeCode('Code: 123-456.')).toBe('123456');
    expect(normalizeCode('12ab')).toBe('12');
    // A code longer than the usual six is kept whole: the contract accepts up to 20 characters.
    expect(normalizeCode('1234567')).toBe('1234567');
    expect(normalizeCode('1234 5678 9012 3456 7890 12')).toBe('12345678901234567890');
  });
});

describe('CodeInput', () => {
  it('is a labelled one-time-code field with a numeric keyboard', () => {
    render(<CodeInput label="Verification code" description="We sent it to a***@example.com" />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).not.toHaveAttribute('maxlength');
    expect(input).toHaveAccessibleDescription('We sent it to a***@example.com');
  });

  it('normalises a pasted "123 456" and reports completion once', async () => {
    const onValueChange = vi.fn();
    const onComplete = vi.fn();
    render(<CodeInput label="Code" onValueChange={onValueChange} onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.click(input);
    await userEvent.paste('123 456');
    expect(input).toHaveValue('123456');
    expect(onValueChange).toHaveBeenLastCalledWith('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('ignores letters while typing and reports completion at the usual length', async () => {
    const onComplete = vi.fn();
    render(<CodeInput label="Code" length={4} onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, '1a2-3');
    expect(input).toHaveValue('123');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '4');
    expect(input).toHaveValue('1234');
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('keeps a pasted code longer than six digits whole, up to 20', async () => {
    const onValueChange = vi.fn();
    render(<CodeInput label="Code" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.click(input);
    await userEvent.paste('1234-5678-9012');
    expect(input).toHaveValue('123456789012');
    expect(onValueChange).toHaveBeenLastCalledWith('123456789012');
    await userEvent.clear(input);
    await userEvent.paste('123456789012345678901234');
    expect(input).toHaveValue('12345678901234567890');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [code, setCode] = useState('');
      return (
        <>
          <CodeInput label="Code" value={code} onValueChange={setCode} />
          <output aria-label="code">{code}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '9 8x7');
    expect(screen.getByRole('status', { name: 'code' })).toHaveTextContent(/^987$/);
  });

  it('gives react-hook-form the normalised value, and wires its error', async () => {
    const onValid = renderRegisteredField(
      'code',
      (registered) => <CodeInput label="Code" error="Enter the 6-digit code" {...registered} />,
      'Verify',
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Enter the 6-digit code');
    await userEvent.click(input);
    await userEvent.paste(' 654 321 ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onValid).toHaveBeenCalledWith({ code: '654321' }, expect.anything());
  });
});
