import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading';

export interface PageSectionProps {
  /** The heading's id: the section (and a form in it, if it likes) is labelled by it. */
  headingId: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Defaults to "stack". */
  className?: string;
  children: ReactNode;
}

/** A screen's content as a region named by its page heading (`PageHeading`, the page's one `h1`). */
export function PageSection({ headingId, title, subtitle, className = 'stack', children }: PageSectionProps) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <PageHeading id={headingId} subtitle={subtitle}>
        {title}
      </PageHeading>
      {children}
    </section>
  );
}
