import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { stepUpWithPasskey } from '../../api/passkeys';
import { isCeremonyCancelled, passkeysSupported } from '../../lib/webAuthn';
import { passkeysQueryOptions } from '../../api/queries/passkeys';
import { ActionBlock } from '../../common/form/ActionBlock';
import { useAppAction } from '../../common/form/useAppAction';
import { formMessage } from '../../common/outcome/outcome';
import { passkeyStepUpFailure } from './outcomes';

/** The level a passkey reaches (POST /step-up/passkey: user verification makes it two factors). */
export const PASSKEY_LEVEL = 3;

/**
 * Whether to offer "Use a passkey": GET /step-up lists only where a code can go, so the person's
 * passkeys are read (GET /passkeys) when the browser can use one and a passkey reaches the level
 * asked for, and only when there is something to prove (`needed`). The list is optional: while it
 * loads, or if it fails, the codes are offered alone.
 */
export function usePasskeyOffer(requiredLevel: number, { needed }: { needed: boolean }): boolean {
  const enabled = needed && requiredLevel <= PASSKEY_LEVEL && passkeysSupported();
  const { data } = useQuery({ ...passkeysQueryOptions(), enabled, meta: { ownErrors: true } });
  return enabled && (data?.passkeys.length ?? 0) > 0;
}

/**
 * "Use a passkey": the browser's ceremony, then POST /step-up/passkey. Reaching the
 * level ends the step-up as a code does (`onPassed`); closing the browser's dialog says nothing; a
 * refused passkey says why, and the codes below stay.
 */
export function PasskeyStepUp({
  requiredLevel,
  onPassed,
}: {
  requiredLevel: number;
  onPassed: () => Promise<void>;
}) {
  const { t } = useTranslation('stepup');
  const stepUp = useAppAction({
    action: async () => {
      let level: number;
      try {
        level = await stepUpWithPasskey();
      } catch (error) {
        if (isCeremonyCancelled(error)) return 'stay';
        throw error;
      }
      if (level < requiredLevel) {
        stepUp.setError(
          formMessage('stepup:passkey.errors.notEnough.title', 'stepup:passkey.errors.notEnough.message'),
        );
        return 'stay';
      }
      await onPassed();
      return 'leaving';
    },
    failure: passkeyStepUpFailure,
  });
  return (
    <ActionBlock action={stepUp} label={t('passkey.use')}>
      <p className="text-muted">{t('passkey.hint')}</p>
    </ActionBlock>
  );
}
