import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper';

const STEPS = ['Personal info', 'Verify email', 'Account info'];

describe('Stepper', () => {
  it('is a labelled ordered list of the steps', () => {
    render(<Stepper steps={STEPS} current={0} label="Account creation steps" />);
    const list = screen.getByRole('list', { name: 'Account creation steps' });
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('marks the current step with aria-current="step" and the earlier ones completed', () => {
    render(<Stepper steps={STEPS} current={1} label="Steps" />);
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(second).toHaveAttribute('aria-current', 'step');
    expect(first).not.toHaveAttribute('aria-current');
    expect(third).not.toHaveAttribute('aria-current');
    expect(first).toHaveTextContent('Personal info (completed)');
    expect(second).toHaveTextContent(/^2Verify email$/);
    expect(third).not.toHaveTextContent('completed');
    // The tick and the numbers are for the eye; the words carry the state.
    expect(first!.querySelector('.stepper__marker')).toHaveAttribute('aria-hidden', 'true');
  });

  it('moves on when the current step changes', () => {
    const { rerender } = render(<Stepper steps={STEPS} current={0} label="Steps" />);
    expect(screen.queryByText(/completed/)).toBeNull();
    rerender(<Stepper steps={STEPS} current={2} label="Steps" />);
    expect(screen.getAllByText(/\(completed\)/)).toHaveLength(2);
    expect(screen.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  });
});
