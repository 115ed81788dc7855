import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { LinkProps } from 'react-router-dom';
import { cx } from './cx';
import { SpinnerGlyph } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * Work in progress: sets aria-busy, shows a spinner over the (kept, invisible) label so the width does not
   * change, and swallows clicks (also blocks the form submission of a submit button) until it is cleared.
   */
  busy?: boolean;
  /** Full width of its container. */
  block?: boolean;
}

/** A button. `type` defaults to "button": pass `type="submit"` for a form's submit button. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    busy = false,
    block = false,
    type = 'button',
    className,
    onClick,
    children,
    'aria-disabled': ariaDisabled,
    ...rest
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={cx('btn', `btn--${variant}`, block && 'btn--block', className)}
      aria-busy={busy || undefined}
      aria-disabled={busy ? true : ariaDisabled}
      onClick={handleClick}
      {...rest}
    >
      <span className="btn__label">{children}</span>
      {busy && (
        <span className="btn__spinner">
          <SpinnerGlyph />
        </span>
      )}
    </button>
  );
});

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
  block?: boolean;
}

/** A react-router `Link` that looks like a button (navigation, not an action). */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant = 'primary', block = false, className, ...rest },
  ref,
) {
  return (
    <Link ref={ref} className={cx('btn', `btn--${variant}`, block && 'btn--block', className)} {...rest} />
  );
});
