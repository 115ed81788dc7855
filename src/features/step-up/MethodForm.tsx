import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { StepUpAuthMethod } from '../../api/queries/stepup';
import { FormShell } from '../../common/form/FormShell';
import { useAppForm } from '../../common/form/useAppForm';
import { useApplyOutcome } from '../../common/outcome/useApplyOutcome';
import { RadioGroup } from '../../ui/RadioGroup';
import { useToast } from '../../ui/Toasts';
import { sendCodeFailure } from './outcomes';

// Not required: a method is chosen from the start and a radio cannot be cleared, so the form marks
// nothing and says nothing about a marker (an unknown id sends nothing: onSubmit).
const methodSchema = z.object({ method: z.string() });

/**
 * Where the code goes: one choice per method (the first chosen already), then Send code. Back from the
 * code step ("Send the code somewhere else"), `chosen` is the method used: chosen again and focused, as the
 * button that led here is gone.
 */
export function MethodForm({
  methods,
  chosen,
  send,
  onSent,
  onCancel,
}: {
  methods: StepUpAuthMethod[];
  chosen?: StepUpAuthMethod;
  send: (method: StepUpAuthMethod) => Promise<void>;
  onSent: (method: StepUpAuthMethod) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('stepup');
  const toast = useToast();
  const applyOutcome = useApplyOutcome();
  const form = useAppForm({
    schema: methodSchema,
    defaultValues: { method: chosen?.id ?? methods[0]?.id ?? '' },
    onSubmit: async ({ method: id }, controls) => {
      const method = methods.find((candidate) => candidate.id === id);
      if (!method) return 'stay';
      try {
        await send(method);
      } catch (error) {
        return applyOutcome(sendCodeFailure(error), error, controls);
      }
      toast.show({ type: 'success', message: t('toasts.CODE_SENT') });
      onSent(method);
      return 'leaving';
    },
  });
  // Back from the code step the button that led here is gone: the focus goes to the method used.
  const chosenRadio = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    chosenRadio.current?.focus();
  }, []);
  const methodField = form.field('method');
  return (
    <FormShell form={form} submitLabel={t('send')} secondary={{ label: t('cancel'), onClick: onCancel }}>
      <RadioGroup
        {...methodField}
        ref={(radio: HTMLInputElement | null) => {
          methodField.ref(radio);
          if (radio && radio.value === chosen?.id) chosenRadio.current = radio;
        }}
        label={t('methods.legend')}
        options={methods.map((method) => ({
          value: method.id,
          label: t(`methods.${method.type}`, { destination: method.destination }),
        }))}
      />
    </FormShell>
  );
}
