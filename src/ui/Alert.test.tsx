import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Alert, ErrorSummary } from './Alert';

describe('Alert', () => {
  it('uses role="alert" for errors', () => {
    render(
      <Alert status="error" title="Sign-in failed">
        Check your username and password.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sign-in failed');
    expect(alert).toHaveTextContent('Check your username and password.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each(['success', 'info'] as const)('uses role="status" for %s', (status) => {
    render(<Alert status={status}>Done</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Done');
    expect(screen.getByRole('status')).toHaveClass(`alert--${status}`);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is focused, announced, and links focus the fields', async () => {
    render(
      <>
        <label htmlFor="u">Username</label>
        <input id="u" />
        <label htmlFor="p">Password</label>
        <input id="p" name="password" />
        <ErrorSummary
          errors={[
            { message: 'Enter your username', fieldId: 'u' },
            { message: 'Enter your password', fieldName: 'password' },
            { message: 'Something else' },
          ]}
        />
      </>,
    );
    const alert = screen.getByRole('alert', { name: 'There is a problem' });
    expect(alert.parentElement).toHaveFocus();
    expect(screen.getByText('Something else').closest('a')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Enter your username' }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Enter your password' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });
});
