import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';
import { VisuallyHidden } from './VisuallyHidden';

describe('Spinner', () => {
  it('is a status with a translated screen-reader label', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(screen.getByText('Loading…')).toHaveClass('sr-only');
    expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes a label and can show it', () => {
    render(<Spinner label="Checking your code" showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your code');
    expect(screen.getByText('Checking your code')).not.toHaveClass('sr-only');
  });
});

describe('VisuallyHidden', () => {
  it('keeps text for assistive technology only', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByText('Close')).toHaveClass('sr-only');
  });
});
