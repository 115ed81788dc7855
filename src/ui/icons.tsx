import type { ReactNode, SVGProps } from 'react';

/** Decorative inline icons (24×24 grid, currentColor). Always hidden from assistive technology. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Svg({ className, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `icon ${className}` : 'icon'}
      {...rest}
    >
      {children}
    </svg>
  );
}

/** An icon component drawing `shapes` on the shared 24×24 grid. */
const icon = (shapes: ReactNode) =>
  function Icon(props: IconProps) {
    return <Svg {...props}>{shapes}</Svg>;
  };

export const CheckCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m7.5 12.5 3 3 6-6.5" />
  </>,
);

export const ErrorIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 7v6M12 16.5v.5" />
  </>,
);

export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 11v6M12 7.5v.5" />
  </>,
);

export const WarningIcon = icon(
  <>
    <path d="M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4.5M12 17v.5" />
  </>,
);

export const CircleIcon = icon(<circle cx="12" cy="12" r="9" />);

export const EyeIcon = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = icon(
  <>
    <path d="M9.9 5.2A9.7 9.7 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.6 3.6M6.6 6.6C3.7 8.5 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);

export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);

export const ExternalIcon = icon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);

/** Brand mark: a shield with a check, drawn inline (no external images). */
export const LogoMark = (p: IconProps) => (
  <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" {...p}>
    <rect width="32" height="32" rx="8" fill="var(--color-brand, #1d4ed8)" />
    <path d="M16 6.5 8.5 9.5v6c0 4.6 3.1 8.6 7.5 10 4.4-1.4 7.5-5.4 7.5-10v-6L16 6.5Z" fill="#fff" />
    <path
      d="m12.5 16 2.5 2.5 4.5-5"
      fill="none"
      stroke="var(--color-brand, #1d4ed8)"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
