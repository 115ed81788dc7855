import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { invitationPath, verifyDobMutationOptions } from '../../api/queries/registration';
import { FormShell } from '../../common/form/FormShell';
import { firstScreenValues, readAsFirstScreenGoes } from '../../common/prerendered/takeOver';
import { useAppForm, type SubmitOutcome } from '../../common/form/useAppForm';
import { DATE_PARTS, DateOfBirthInput } from '../../ui/DateOfBirthInput';
import { PageSection } from '../../ui/PageHeading';
import { useApplyOutcome } from '../../common/outcome/useApplyOutcome';
import { dobCheckFailure } from './outcomes';

/** What was typed on the link's first screen (src/app/firstScreens.ts): the parts' start. */
const typedOnFirstScreen = () =>
  Object.fromEntries(firstScreenValues((name) => (DATE_PARTS as readonly string[]).includes(name)));

const schema = z.object({ dob: z.string().check(z.minLength(1, 'validation:required')) });

/**
 * The date-of-birth check: Check is enabled only once the three parts
 * make a date; the answer is valid (`onPassed`) or an error; Start over empties the date.
 */
export function DobCheck({
  clientId,
  associateId,
  onPassed,
}: {
  clientId: string;
  associateId: string;
  onPassed: () => void;
}) {
  const { t } = useTranslation('registration');
  const verify = useMutation(verifyDobMutationOptions());
  // A new key empties the three controls (the input keeps its parts itself).
  const [round, setRound] = useState(0);
  const applyOutcome = useApplyOutcome();
  const form = useAppForm({
    schema,
    defaultValues: { dob: '' },
    onSubmit: async ({ dob }, controls): Promise<SubmitOutcome> => {
      try {
        await verify.mutateAsync({ ...invitationPath(clientId, associateId), body: { dob } });
      } catch (error) {
        return applyOutcome(dobCheckFailure(error), error, controls);
      }
      onPassed();
      return 'leaving';
    },
  });
  const field = form.field('dob');
  // useId: its first screen's copy (src/app/firstScreens.ts) has its own ids beside the app's.
  const headingId = useId();

  return (
    <PageSection headingId={headingId} title={t('dob.title')} subtitle={t('dob.intro')}>
      <FormShell
        form={form}
        submitLabel={t('dob.submit')}
        secondary={{
          label: t('dob.reset'),
          onClick: () => {
            form.reset();
            setRound((value) => value + 1);
          },
        }}
      >
        <DateOfBirthInput
          key={round}
          defaultParts={round === 0 ? typedOnFirstScreen : undefined}
          askAgain={readAsFirstScreenGoes}
          ref={field.ref}
          label={t('dob.label')}
          required
          error={field.error}
          onChange={(value) =>
            void field.onChange({ target: { name: 'dob', value: value ?? '' }, type: 'change' })
          }
        />
      </FormShell>
    </PageSection>
  );
}
