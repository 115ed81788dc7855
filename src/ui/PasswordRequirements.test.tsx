import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordRequirements } from './PasswordRequirements';

const reqs = (met: boolean[]) =>
  ['8 to 72 characters', 'A number', 'A symbol'].map((label, i) => ({
    id: `r${i}`,
    label,
    met: met[i] ?? false,
  }));

describe('PasswordRequirements', () => {
  it('lists each rule with a visible icon and a screen-reader state', () => {
    render(<PasswordRequirements requirements={reqs([true, false, false])} id="pw-rules" />);
    const list = screen.getByRole('list', { name: 'Your password must have:' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '8 to 72 characters, met',
      'A number, not met',
      'A symbol, not met',
    ]);
    expect(items[0]).toHaveClass('pw-req--met');
    expect(items[1]).not.toHaveClass('pw-req--met');
    expect(items[0]?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(items[0]!).getByText(/met/)).toBeInTheDocument();
    expect(document.getElementById('pw-rules')).not.toBeNull();
  });

  it('summarises progress in a polite live region that updates', () => {
    const { rerender, container } = render(
      <PasswordRequirements requirements={reqs([true, false, false])} />,
    );
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('1 of 3 password requirements met');
    rerender(<PasswordRequirements requirements={reqs([true, true, true])} />);
    expect(live).toHaveTextContent('All password requirements met');
  });
});
