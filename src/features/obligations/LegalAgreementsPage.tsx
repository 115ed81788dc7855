import { useSuspenseQuery, useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { isHandledGlobally } from '../../api/errors';
import {
  acceptLegalAgreementsMutationOptions,
  legalAgreementsQueryOptions,
  type LegalAgreement,
} from '../../api/queries/legal-agreements';
import { paths } from '../../lib/paths';
import { isWebUrl } from '../../lib/redirect';
import { legalAgreementAcceptedSchema } from '../../lib/validation/consent';
import { QueryBoundary } from '../../common/data/QueryBoundary';
import { FormShell } from '../../common/form/FormShell';
import { isTransientFailure } from '../../common/form/transient';
import { useAppForm, type SubmitOutcome } from '../../common/form/useAppForm';
import { Alert } from '../../ui/Alert';
import { ExternalIcon } from '../../ui/icons';
import { Button, LinkButton } from '../../ui/Button';
import { CheckboxField } from '../../ui/Field';
import { PageHeading } from '../../ui/PageHeading';
import { formatAgreementDate } from '../../lib/regional';
import { parseAgreementsParam } from './agreementsParam';
import { useFinish } from '../../common/navigation/useFinish';
import { loadLocaleDataOffThread } from '../../lib/localeData';

// It formats the agreements' dates with Intl as they arrive (src/lib/regional.ts).
loadLocaleDataOffThread();

/**
 * /auth/user/legal-agreements?agreements=: the agreements
 * the base64 `agreements` value names, each with its display name, its creation date as MM/DD/YYYY and
 * Read (the document in a new window); the acknowledgement box and Agree. A value that cannot be read
 * (not base64, not JSON, too long, anything but plain names) shows a page that says so, never a crash.
 * Loading and a failed load are the page-data boundary's; a failed Agree stays with its message.
 */
export default function LegalAgreementsPage() {
  const { t } = useTranslation('obligations');
  const [searchParams] = useSearchParams();
  const param = parseAgreementsParam(searchParams.get('agreements'));
  const heading = <PageHeading subtitle={t('legal.intro')}>{t('legal.title')}</PageHeading>;

  if (!param.ok) {
    return (
      <div className="stack">
        {heading}
        <Alert status="error" title={t('legal.badLink.title')}>
          {t('legal.badLink.message')}
        </Alert>
        <div className="actions">
          <LinkButton variant="secondary" to={paths.logout.path} replace>
            {t('signOut')}
          </LinkButton>
        </div>
      </div>
    );
  }
  return (
    <QueryBoundary heading={heading} texts="obligations:legal">
      {heading}
      <Agreements names={param.names} />
    </QueryBoundary>
  );
}

function Agreements({ names }: { names: string[] }) {
  const { t } = useTranslation('obligations');
  const { data: agreements } = useSuspenseQuery(legalAgreementsQueryOptions(names));
  const finish = useFinish({ recheckObligations: true });

  if (agreements.length === 0) {
    // Nothing the page names exists (any more): nothing to accept, and nothing to hold anyone here.
    return (
      <div className="stack">
        <p>{t('legal.none')}</p>
        <div className="actions">
          <Button onClick={() => void finish()}>{t('legal.continue')}</Button>
        </div>
      </div>
    );
  }
  return (
    <div className="stack">
      <ul className="agreement-list">
        {agreements.map((agreement) => (
          <AgreementItem key={`${agreement.agreementName}@${agreement.version}`} agreement={agreement} />
        ))}
      </ul>
      <AgreeForm agreements={agreements} />
    </div>
  );
}

function AgreementItem({ agreement }: { agreement: LegalAgreement }) {
  const { t } = useTranslation('obligations');
  const date = formatAgreementDate(agreement.createdAt);
  const nameId = useId();
  // Only a web address opens; a javascript: or data: one from the server is never a link.
  const documentUrl = isWebUrl(agreement.documentUrl, window.location.origin) ? agreement.documentUrl : null;
  return (
    <li className="agreement-list__item">
      <div>
        <p id={nameId} className="agreement-list__name">
          {agreement.displayName}
        </p>
        {date ? <p className="text-muted">{t('legal.created', { date })}</p> : null}
      </div>
      {documentUrl ? (
        <a
          className="btn btn--secondary"
          href={documentUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('legal.readNamed', { name: agreement.displayName })}
        >
          <span className="btn__label">{t('legal.read')}</span>
          {/* The new tab said to the eye; the name says it in words. */}
          <ExternalIcon />
        </a>
      ) : null}
    </li>
  );
}

const schema = z.object({ accepted: z.pipe(z.boolean(), legalAgreementAcceptedSchema) });

function AgreeForm({ agreements }: { agreements: LegalAgreement[] }) {
  const { t } = useTranslation(['obligations', 'validation']);
  const accept = useMutation(acceptLegalAgreementsMutationOptions());
  const finish = useFinish({ recheckObligations: true });

  const form = useAppForm({
    schema,
    defaultValues: { accepted: false },
    onSubmit: async (_values, controls): Promise<SubmitOutcome> => {
      try {
        await accept.mutateAsync({
          body: {
            legalAgreements: agreements.map(({ agreementName, version }) => ({ agreementName, version })),
          },
        });
      } catch (error) {
        if (isTransientFailure(error)) throw error;
        if (!isHandledGlobally(error)) {
          controls.setFormError({
            titleKey: 'obligations:legal.agreeError.title',
            messageKey: 'obligations:legal.agreeError.message',
          });
        }
        return 'stay';
      }
      return (await finish()) === 'left' ? 'leaving' : 'stay';
    },
  });

  return (
    <FormShell form={form} submitLabel={t('obligations:legal.agree')}>
      <CheckboxField {...form.field('accepted')} label={t('obligations:legal.acknowledge')} required />
    </FormShell>
  );
}
