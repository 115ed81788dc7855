import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { VisuallyHidden } from './VisuallyHidden';

export interface StepperProps {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** 0-based index of the step on screen; the ones before it are completed. */
  current: number;
  /** Accessible name of the list ("Account creation steps"). */
  label: string;
  className?: string;
}

/**
 * Where a multi-step flow stands: an ordered list (screen readers say "list, 3 items" and each
 * position), the current step marked `aria-current="step"`, the earlier ones "completed" in text,
 * not only by a tick. Not interactive: moving between steps is the flow's job.
 */
export function Stepper({ steps, current, label, className }: StepperProps) {
  const { t } = useTranslation('common');
  return (
    <ol className={cx('stepper', className)} aria-label={label}>
      {steps.map((step, i) => {
        const done = i < current;
        return (
          <li
            key={step}
            className={cx(
              'stepper__step',
              done && 'stepper__step--done',
              i === current && 'stepper__step--current',
            )}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="stepper__marker" aria-hidden="true">
              {done ? '✓' : i + 1}
            </span>
            <span>
              {step}
              {done && <VisuallyHidden> ({t('stepCompleted')})</VisuallyHidden>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
