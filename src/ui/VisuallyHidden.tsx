import type { HTMLAttributes, ReactNode } from 'react';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /** Element to render; `span` by default (valid inside buttons, labels, links). */
  as?: 'span' | 'div' | 'p';
}

/** Content for assistive technology only: hidden visually, still read by screen readers. */
export function VisuallyHidden({ as: Tag = 'span', className, children, ...rest }: VisuallyHiddenProps) {
  return (
    <Tag className={className ? `sr-only ${className}` : 'sr-only'} {...rest}>
      {children}
    </Tag>
  );
}
