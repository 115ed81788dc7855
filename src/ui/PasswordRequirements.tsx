import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { CheckCircleIcon, CircleIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

export interface PasswordRequirement {
  id: string;
  label: string;
  met: boolean;
}

export interface PasswordRequirementsProps {
  requirements: PasswordRequirement[];
  /** Heading above the list; defaults to `common:passwordRequirements.title`. */
  title?: ReactNode;
  /** Id of the wrapper, e.g. to reference it from the password field's `aria-describedby`. */
  id?: string;
  className?: string;
}

/**
 * Displays the live state of new-password rules (the checks are computed elsewhere). Each item has a
 * shape-coded icon (tick vs. empty circle) plus a screen-reader "met"/"not met"; a polite live region
 * announces the count when it changes.
 */
export function PasswordRequirements({ requirements, title, id, className }: PasswordRequirementsProps) {
  const { t } = useTranslation('common');
  const titleId = `${useId()}-title`;
  const total = requirements.length;
  const metCount = requirements.filter((r) => r.met).length;
  const summary =
    total > 0 && metCount === total
      ? t('passwordRequirements.allMet')
      : t('passwordRequirements.summary', { met: metCount, total });
  return (
    <div id={id} className={cx('pw-reqs', className)}>
      <p id={titleId} className="pw-reqs__title">
        {title ?? t('passwordRequirements.title')}
      </p>
      <ul className="pw-reqs__list" aria-labelledby={titleId}>
        {requirements.map((r) => (
          <li key={r.id} className={cx('pw-req', r.met && 'pw-req--met')} data-met={r.met}>
            {r.met ? <CheckCircleIcon /> : <CircleIcon />}
            <span>
              {r.label}
              <VisuallyHidden>
                {', '}
                {r.met ? t('passwordRequirements.met') : t('passwordRequirements.notMet')}
              </VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {summary}
      </p>
    </div>
  );
}
