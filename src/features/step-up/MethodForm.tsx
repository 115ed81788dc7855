import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { StepUpAuthMethod } from '../../api/queries/stepup';
import { FormError } from '../../common/form/FormError';
import { isTransientFailure } from '../../common/form/transient';
import { useAppForm } from '../../common/form/useAppForm';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toasts';
import { sendCodeFailure } from './outcomes';

const methodSchema = z.object({ method: z.string().check(z.minLength(1)) });

/** Where the code goes: one choice per method (the first chosen already), then Send code. */
export function MethodForm({
  methods,
  send,
  onSent,
  onCancel,
}: {
  methods: StepUpAuthMethod[];
  send: (method: StepUpAuthMethod) => Promise<void>;
  onSent: (method: StepUpAuthMethod) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('stepup');
  const toast = useToast();
  const legendId = useId();
  const form = useAppForm({
    schema: methodSchema,
    defaultValues: { method: methods[0]?.id ?? '' },
    onSubmit: async ({ method: id }, controls) => {
      const method = methods.find((candidate) => candidate.id === id);
      if (!method) return 'stay';
      try {
        await send(method);
      } catch (error) {
        // A snag (5xx, 429, no answer, a timeout): useAppForm names which, with Try again.
        if (isTransientFailure(error)) throw error;
        const failure = sendCodeFailure(error);
        if (failure.kind === 'handled') return 'leaving';
        controls.setFormError(failure);
        return 'stay';
      }
      toast.show({ type: 'success', message: t('toasts.CODE_SENT') });
      onSent(method);
      return 'leaving';
    },
  });
  const { register } = form.form;
  return (
    <form noValidate className="stack" onSubmit={form.submit}>
      <FormError error={form.formError} id={form.formErrorId} />
      <fieldset className="field field--group stack stack--sm" aria-labelledby={legendId}>
        <legend id={legendId} className="field__label">
          {t('methods.legend')}
        </legend>
        {methods.map((method) => {
          const inputId = `${legendId}-${method.id}`;
          return (
            <div className="checkbox" key={method.id}>
              <input
                id={inputId}
                type="radio"
                className="checkbox__input"
                value={method.id}
                {...register('method')}
              />
              <label htmlFor={inputId}>
                {t(`methods.${method.type}`, { destination: method.destination })}
              </label>
            </div>
          );
        })}
      </fieldset>
      <div className="actions">
        <Button {...form.submitProps()}>{t('send')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
