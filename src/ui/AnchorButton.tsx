import type { AnchorHTMLAttributes, Ref } from 'react';
import type { ButtonVariant } from './Button';
import { cx } from './cx';

export interface AnchorButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A plain link that looks like a button, for an address outside this app (the product home): a full
 * page load, where `LinkButton` would route inside the app.
 */
export function AnchorButton({ variant = 'primary', className, children, ...rest }: AnchorButtonProps) {
  return (
    <a className={cx('btn', `btn--${variant}`, className)} {...rest}>
      <span className="btn__label">{children}</span>
    </a>
  );
}
