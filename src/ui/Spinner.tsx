import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { VisuallyHidden } from './VisuallyHidden';

/** The animated ring alone, decorative (used inside busy buttons). */
export function SpinnerGlyph({ className }: { className?: string }) {
  return (
    <svg
      className={cx('spinner__glyph', className)}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.25" />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

export interface SpinnerProps {
  /** Accessible text; defaults to `common:loading`. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Also show the label next to the ring. */
  showLabel?: boolean;
  className?: string;
}

/** A loading indicator announced politely (role="status") with a screen-reader label. */
export function Spinner({ label, size = 'md', showLabel = false, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  return (
    <span role="status" className={cx('spinner', `spinner--${size}`, className)}>
      <SpinnerGlyph />
      {showLabel ? <span className="spinner__label">{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </span>
  );
}
