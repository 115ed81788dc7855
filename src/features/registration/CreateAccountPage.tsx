import { useSuspenseQuery, useMutation } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import {
  createPersonRequest,
  REGISTRATION_EMAIL_VERIFICATION,
  tokenQueryOptions,
  createPersonMutationOptions,
  validateTokenMutationOptions,
} from '../../api/queries/registration';
import { resendTokenCodeMutationOptions } from '../../api/queries/tokens';
import { CodeEntryStep } from '../../common/code-entry/CodeEntryStep';
import { PagePending, QueryBoundary } from '../../common/data/QueryBoundary';
import type { TokenPageData } from '../../common/data/tokenPage';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { Stepper } from '../../ui/Stepper';
import { invitationCompanyEmailRule } from '../../lib/supportClient';
import { useFeatureFlag } from '../../common/session/useFeatureFlag';
import { AccountInfoStep } from './AccountInfoStep';
import { accountDraft, type AccountDraft } from './draft';
import { useShowResult } from '../../common/navigation/useShowResult';
import { createAccountFailure } from './outcomes';
import { PersonalInfoStep } from './PersonalInfoStep';
import { tokenFacts } from './tokenFacts';
import { STEP_PARAMETER } from '../../lib/paths';
import { useFinishRegistration } from './useFinishRegistration';
import { useScreenTitle } from '../../common/documentTitle';

type Step = 'personal' | 'verify' | 'account';

/**
 * /auth/create-account/{token}[/sso]: personal info, the emailed
 * code, then username and password; the SSO variant creates the account as soon as the code is
 * right. The route's loader (./loaders.ts) has verified the invitation, or ended on the link failure
 * (FAILURE_UNAUTHORIZED for SSO), and taken the token off the URL (`/auth/create-account[/sso]`).
 * One URL per step (`?step=`), so Back goes to the step before; what was entered is kept per
 * invitation for the tab (./draft.ts), so a reload stays on its step.
 */
export default function CreateAccountPage() {
  const { t } = useTranslation('registration');
  const { token } = useLoaderData<TokenPageData>();
  const { accountType } = useParams();
  const { pathname } = useLocation();
  // The link says /sso after its token; the token-free URL ends with it.
  const sso = accountType === 'sso' || pathname.endsWith('/sso');
  const heading = <PageHeading>{t('create.title')}</PageHeading>;
  return (
    <QueryBoundary heading={heading} pendingLabel={t('create.loading')}>
      <CreateAccountEntry token={token} sso={sso} heading={heading} />
    </QueryBoundary>
  );
}

function CreateAccountEntry({ token, sso, heading }: { token: string; sso: boolean; heading: ReactNode }) {
  const { t } = useTranslation('registration');
  const { data: invitation } = useSuspenseQuery(tokenQueryOptions('registration', token));
  const facts = tokenFacts(invitation);
  const { clientId } = facts;
  const companyOnly = useFeatureFlag('requireOnlyAdpEmails', clientId ?? null);
  const { enabled, failed } = companyOnly;
  // One rule object per answer: the personal-info step builds its schema from it.
  const companyEmail = useMemo(
    () => invitationCompanyEmailRule(clientId, { enabled, failed }, facts.email),
    [clientId, enabled, failed, facts.email],
  );
  if (clientId !== undefined && companyOnly.isPending) {
    return (
      <section className="stack">
        {heading}
        <PagePending label={t('create.loading')} />
      </section>
    );
  }
  return <CreateAccountSteps token={token} sso={sso} facts={facts} companyEmail={companyEmail} />;
}

function CreateAccountSteps({
  token,
  sso,
  facts,
  companyEmail,
}: {
  token: string;
  sso: boolean;
  facts: ReturnType<typeof tokenFacts>;
  companyEmail: { domain: string | null } | null;
}) {
  const { t } = useTranslation('registration');
  const [searchParams, setSearchParams] = useSearchParams();
  const [draft, setDraft] = useState<AccountDraft>(
    () =>
      accountDraft.read(token) ?? {
        firstName: facts.firstName,
        lastName: facts.lastName,
        email: facts.email,
        phone: '',
      },
  );
  const requested = searchParams.get(STEP_PARAMETER);
  // A step whose earlier answers are missing (another tab finished, storage off) starts over, and says so.
  const step: Step =
    requested === 'verify' && draft.verificationToken
      ? 'verify'
      : requested === 'account' && !sso && draft.code
        ? 'account'
        : 'personal';
  const lostPlace = requested !== null && requested !== step;

  const save = useCallback(
    (next: AccountDraft) => {
      accountDraft.write(token, next);
      setDraft(next);
    },
    [token],
  );
  // For the other steps, as the account step goes: that step keeps it in the tab's storage itself. Also
  // called as the whole page goes, the account made and its draft cleared: so the state alone.
  const keepUsername = useCallback(
    (username: string) => setDraft((previous) => ({ ...previous, username })),
    [],
  );
  const goTo = useCallback(
    (next: Step) =>
      setSearchParams((previous) => {
        // The rest of the query (a redirectUrl) stays with every step.
        const params = new URLSearchParams(previous);
        if (next === 'personal') params.delete(STEP_PARAMETER);
        else params.set(STEP_PARAMETER, next);
        return params;
      }),
    [setSearchParams],
  );

  const stepNames = sso
    ? [t('create.steps.personal'), t('create.steps.verify')]
    : [t('create.steps.personal'), t('create.steps.verify'), t('create.steps.account')];
  const current = step === 'personal' ? 0 : step === 'verify' ? 1 : 2;
  // One route, several screens: each step names the document ("Verify your email · Create your account").
  useScreenTitle(`${stepNames[current]} · ${t(sso ? 'create.titleSso' : 'create.title')}`);

  // useId: its first screen's copy (src/app/firstScreens.ts) has its own ids beside the app's.
  const headingId = useId();
  return (
    <section className="stack" aria-labelledby={headingId}>
      <PageHeading id={headingId} subtitle={t(`create.subtitles.${step}`)}>
        {t(sso ? 'create.titleSso' : 'create.title')}
      </PageHeading>
      <Stepper steps={stepNames} current={current} label={t('create.steps.label')} />
      {lostPlace && step === 'personal' ? <Alert status="info">{t('create.lostPlace')}</Alert> : null}
      {step === 'personal' ? (
        <PersonalInfoStep
          token={token}
          sso={sso}
          draft={draft}
          invitationEmail={facts.email}
          companyEmail={companyEmail}
          onDone={(next) => {
            save(next);
            // A code already checked for the same address is kept: straight on to the account step.
            goTo(next.code ? 'account' : 'verify');
          }}
        />
      ) : step === 'verify' ? (
        <VerifyEmailStep
          token={token}
          sso={sso}
          draft={draft}
          onVerified={(code) => {
            save({ ...draft, code });
            goTo('account');
          }}
          onBack={() => goTo('personal')}
        />
      ) : (
        <AccountInfoStep
          token={token}
          draft={draft}
          onUsername={keepUsername}
          onBack={() => goTo('personal')}
        />
      )}
    </section>
  );
}

/**
 * The emailed code. Non-SSO: the code is checked against its token and kept for the last step. SSO:
 * the account is created with it at once.
 */
function VerifyEmailStep({
  token,
  sso,
  draft,
  onVerified,
  onBack,
}: {
  token: string;
  sso: boolean;
  draft: AccountDraft;
  onVerified: (code: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('registration');
  const validate = useMutation(validateTokenMutationOptions());
  const resend = useMutation(resendTokenCodeMutationOptions());
  const create = useMutation(createPersonMutationOptions());
  const showResult = useShowResult();
  const finish = useFinishRegistration(token);
  const verificationToken = draft.verificationToken ?? '';

  const verify = async (code: string) => {
    if (sso) {
      try {
        await create.mutateAsync(
          createPersonRequest({
            token: verificationToken,
            code,
            personData: { firstName: draft.firstName, lastName: draft.lastName },
          }),
        );
      } catch (error) {
        const failure = createAccountFailure(error, 'FAILURE_UNAUTHORIZED');
        // The code's own failures (wrong, used) belong to the code step; the rest ends the flow.
        if (failure.kind === 'result' && !isCodeError(error)) {
          showResult(failure.result, { replace: true });
          return 'leaving' as const;
        }
        throw error;
      }
      finish();
      return 'leaving' as const;
    }
    const { data: answer } = await validate.mutateAsync({
      body: { kind: REGISTRATION_EMAIL_VERIFICATION, token: verificationToken, data: { code } },
    });
    if (!answer.code?.isValid) throw new ApiError(400, 'INVALID_TOKEN', [], '');
    onVerified(code);
    return 'leaving' as const;
  };

  return (
    <div className="stack">
      <CodeEntryStep
        destination={draft.email}
        verify={verify}
        resend={() =>
          resend.mutateAsync({ body: { kind: REGISTRATION_EMAIL_VERIFICATION, token: verificationToken } })
        }
        justSent={false}
        submitLabel={sso ? t('create.verify.submitSso') : t('create.verify.submit')}
      />
      <Button variant="link" onClick={onBack}>
        {t('create.backToPersonal')}
      </Button>
    </div>
  );
}

/** A wrong or expired code on createPerson: the code step says so on its field. */
function isCodeError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.firstCode === 'INVALID_TOKEN';
}
