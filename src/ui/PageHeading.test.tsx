import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeading } from './PageHeading';

describe('PageHeading', () => {
  it('is the focusable h1 marked for route focus, with an optional subtitle', () => {
    render(<PageHeading subtitle="Use your work account">Sign in</PageHeading>);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Sign in' });
    expect(h1).toHaveAttribute('tabindex', '-1');
    expect(h1).toHaveAttribute('data-page-heading');
    expect(document.querySelector<HTMLElement>('[data-page-heading]')).toBe(h1);
    h1.focus();
    expect(h1).toHaveFocus();
    expect(screen.getByText('Use your work account')).toBeInTheDocument();
  });
});
