import { useEffect, useId, useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isHandledGlobally } from '../../api/errors';
import {
  languageOptionsQueryOptions,
  regionalSettingsQueryOptions,
  regionOptionsQueryOptions,
  saveRegionalSettingsMutationOptions,
  timezoneOptionsQueryOptions,
} from '../../api/queries/localization';
import { browserLocation } from '../../lib/browser';
import { setRegionalCookies } from '../../lib/cookies';
import { QueryBoundary } from '../../common/data/QueryBoundary';
import { useShowResult } from '../../common/navigation/useShowResult';
import { Button } from '../../ui/Button';
import { SelectField, type SelectOption } from '../../ui/Field';
import { useToast } from '../../ui/Toasts';
import {
  cookieLanguage,
  cookieRegion,
  markSavedBeforeReload,
  takeSavedFlag,
  withDefaults,
  type Regional,
} from './regional';
import { useReportUnsavedChanges } from './unsavedChanges';

/**
 * The localization tab (spec section 4 "Localization"): language, region and time zone, the saved
 * values selected. Save sets the three cookies for a year, reloads the data (and, for a new language,
 * the page with its catalogues) and shows CHANGED_REGIONAL_SETTINGS; a failed save ends on the
 * unsupported-failure page.
 */
export default function LocalizationTab() {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const toast = useToast();
  useEffect(() => {
    if (takeSavedFlag())
      toast.show({ type: 'success', message: t('localization.toasts.CHANGED_REGIONAL_SETTINGS') });
  }, [toast, t]);
  return (
    <section className="stack" aria-labelledby={headingId}>
      <div className="stack stack--sm">
        <h2 id={headingId}>{t('localization.heading')}</h2>
        <p className="text-muted">{t('localization.intro')}</p>
      </div>
      <QueryBoundary
        pendingLabel={t('localization.loading')}
        errorTitle={t('localization.loadError.title')}
        errorMessage={t('localization.loadError.message')}
      >
        <LocalizationForm />
      </QueryBoundary>
    </section>
  );
}

function LocalizationForm() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const toast = useToast();
  const showResult = useShowResult();
  const [settings, languages, regions, timezones] = useSuspenseQueries({
    queries: [
      regionalSettingsQueryOptions(),
      languageOptionsQueryOptions(),
      regionOptionsQueryOptions(cookieLanguage()),
      timezoneOptionsQueryOptions(cookieLanguage(), cookieRegion()),
    ],
  });
  const saved = withDefaults(settings.data);
  const [values, setValues] = useState<Regional>(saved);
  const save = useMutation(saveRegionalSettingsMutationOptions());
  const dirty =
    values.preferredLanguage !== saved.preferredLanguage ||
    values.region !== saved.region ||
    values.timezone !== saved.timezone;
  useReportUnsavedChanges(dirty && !save.isPending);

  /** The list's options, the current value kept even when the list lacks it (shown as its code). */
  const options = (list: ReadonlyArray<{ code: string; name: string }>, current: string): SelectOption[] => [
    ...(list.some((option) => option.code === current) ? [] : [{ value: current, label: current }]),
    ...list.map((option) => ({ value: option.code, label: option.name })),
  ];

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    try {
      await save.mutateAsync(values);
    } catch (error) {
      if (!isHandledGlobally(error)) showResult('FAILURE_UNSUPPORTED');
      return;
    }
    setRegionalCookies(values);
    if (values.preferredLanguage !== saved.preferredLanguage) {
      markSavedBeforeReload();
      browserLocation.reload();
      return;
    }
    await queryClient.invalidateQueries();
    toast.show({ type: 'success', message: t('localization.toasts.CHANGED_REGIONAL_SETTINGS') });
  };

  const set = (field: keyof Regional) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
      <SelectField
        label={t('localization.language')}
        value={values.preferredLanguage}
        options={options(languages.data, values.preferredLanguage)}
        onChange={set('preferredLanguage')}
      />
      <SelectField
        label={t('localization.region')}
        value={values.region}
        options={options(regions.data, values.region)}
        onChange={set('region')}
      />
      <SelectField
        label={t('localization.timezone')}
        value={values.timezone}
        options={options(
          timezones.data.map(({ caption, code }) => ({ name: caption, code })),
          values.timezone,
        )}
        onChange={set('timezone')}
      />
      <div className="actions">
        <Button type="submit" disabled={!dirty && !save.isPending} busy={save.isPending}>
          {t('localization.save')}
        </Button>
      </div>
    </form>
  );
}
