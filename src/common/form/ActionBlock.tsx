import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { FormError } from './FormError';
import type { AppAction } from './useAppAction';

/**
 * A one-button action on its own (`useAppAction`): its error block, what the page says before the
 * button (`children`), and the button, busy while the action runs.
 */
export function ActionBlock({
  action,
  label,
  children,
}: {
  action: AppAction<[]>;
  label: string;
  children?: ReactNode;
}) {
  return (
    <div className="stack stack--sm">
      <FormError error={action.error} id={action.errorId} slow={action.slow} />
      {children}
      <div className="actions">
        <Button onClick={() => action.run()} busy={action.busy}>
          {label}
        </Button>
      </div>
    </div>
  );
}
