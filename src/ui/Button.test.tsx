import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button, LinkButton } from './Button';

describe('Button', () => {
  it('is a type="button" button named by its label, clickable by keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('btn', 'btn--primary');
    expect(button).not.toHaveAttribute('aria-busy');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('when busy: aria-busy, keeps its name, shows a spinner and swallows clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick} variant="secondary">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('.btn__spinner svg')).not.toBeNull();
    await userEvent.click(button);
    await userEvent.dblClick(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a busy submit button does not submit its form again', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Sign in</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Sign in
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('LinkButton', () => {
  it('is a link with button styling', () => {
    render(
      <MemoryRouter>
        <LinkButton to="/auth/login" variant="secondary">
          Back to sign in
        </LinkButton>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Back to sign in' });
    expect(link).toHaveAttribute('href', '/auth/login');
    expect(link).toHaveClass('btn', 'btn--secondary');
  });
});
