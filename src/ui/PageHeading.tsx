import { useContext, type ReactNode } from 'react';
import { cx } from './cx';
import { NavigationFocusContext } from './navigationFocus';

export interface PageHeadingProps {
  children: ReactNode;
  subtitle?: ReactNode;
  id?: string;
  className?: string;
}

/**
 * The page's single `h1`, focusable by script (`tabIndex={-1}`, marked `data-page-heading` for its focus
 * style). After a navigation it takes the focus as it mounts, when the navigation's request grants it
 * (./navigationFocus.ts, given as its ref): a screen-reader or keyboard user starts at the top of the new page.
 */
export function PageHeading({ children, subtitle, id, className }: PageHeadingProps) {
  const focusRequest = useContext(NavigationFocusContext);
  return (
    <div className={cx('page-heading', className)}>
      <h1 ref={focusRequest} id={id} tabIndex={-1} data-page-heading="" className="page-heading__title">
        {children}
      </h1>
      {subtitle !== undefined && subtitle !== null && <p className="page-heading__subtitle">{subtitle}</p>}
    </div>
  );
}

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
