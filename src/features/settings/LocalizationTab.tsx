import { useWatch } from 'react-hook-form';
import { useQueryClient, useSuspenseQueries, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { saveRegionalSettingsMutationOptions } from '../../api/queries/localization';
import { setRegionalCookies } from '../../lib/cookies';
import { FormShell } from '../../common/form/FormShell';
import { useAppForm, type SubmitOutcome } from '../../common/form/useAppForm';
import { switchLanguage } from '../../common/language/switchLanguage';
import { classifyFailure } from '../../common/outcome/outcome';
import { useApplyOutcome } from '../../common/outcome/useApplyOutcome';
import { SelectField, type SelectOption } from '../../ui/Field';
import { useToast } from '../../ui/Toasts';
import { localizationQueries, withDefaults } from './regional';
import { useReportUnsavedChanges } from '../../common/form/unsavedChanges';
import { settingsTab } from './SettingsTab';
import { loadLocaleDataOffThread } from '../../lib/localeData';

// It reads the browser's time zone with Intl as its settings arrive (src/lib/regional.ts).
loadLocaleDataOffThread();

/**
 * The localization tab: language, region and time zone, the saved
 * values selected. Save sets the three cookies for a year, switches the whole app to the saved
 * language in place (no reload), reloads the data and shows CHANGED_REGIONAL_SETTINGS. A transient
 * failure keeps the form with Try again; any other failed save ends on the unsupported-failure page.
 */
export default settingsTab('localization', LocalizationForm);

const schema = z.object({ preferredLanguage: z.string(), region: z.string(), timezone: z.string() });

/** The list's options, the current value kept even when the list lacks it (shown as its code). */
function options(list: ReadonlyArray<{ code: string; name: string }>, current: string): SelectOption[] {
  return [
    ...(list.some((option) => option.code === current) ? [] : [{ value: current, label: current }]),
    ...list.map((option) => ({ value: option.code, label: option.name })),
  ];
}

function LocalizationForm() {
  const { t, i18n } = useTranslation('settings');
  const queryClient = useQueryClient();
  const toast = useToast();
  const applyOutcome = useApplyOutcome();
  const [settings, languages, regions, timezones] = useSuspenseQueries({ queries: localizationQueries() });
  const saved = withDefaults(settings.data);
  const save = useMutation(saveRegionalSettingsMutationOptions());

  const form = useAppForm({
    schema,
    defaultValues: saved,
    onSubmit: async (values, controls): Promise<SubmitOutcome> => {
      try {
        await save.mutateAsync({ body: values });
      } catch (error) {
        return applyOutcome(classifyFailure(error), error, controls);
      }
      setRegionalCookies(values);
      // Spec: "reloads translations and data": the texts first, so nothing shows half-switched.
      await switchLanguage(values.preferredLanguage, i18n);
      await queryClient.invalidateQueries();
      controls.reset(values);
      toast.show({
        type: 'success',
        message: i18n.t('settings:localization.toasts.CHANGED_REGIONAL_SETTINGS'),
      });
      return 'stay';
    },
  });
  const values = useWatch({ control: form.form.control }) as Partial<typeof saved>;
  useReportUnsavedChanges(() => {
    // Read as Back is pressed: the watched values are the last render's.
    const chosen = form.form.getValues();
    const changed =
      chosen.preferredLanguage !== saved.preferredLanguage ||
      chosen.region !== saved.region ||
      chosen.timezone !== saved.timezone;
    return changed && !form.busy;
  });

  return (
    // No rule of the product keeps Save disabled until something changes, and a disabled button hides
    // why: Save stays enabled, and saving the settings unchanged only saves them again.
    <FormShell form={form} submitLabel={t('localization.save')}>
      <SelectField
        {...form.field('preferredLanguage')}
        label={t('localization.language')}
        autoComplete="language"
        options={options(languages.data, values.preferredLanguage ?? saved.preferredLanguage)}
      />
      <SelectField
        {...form.field('region')}
        label={t('localization.region')}
        options={options(regions.data, values.region ?? saved.region)}
      />
      <SelectField
        {...form.field('timezone')}
        label={t('localization.timezone')}
        options={options(
          timezones.data.map(({ caption, code }) => ({ name: caption, code })),
          values.timezone ?? saved.timezone,
        )}
      />
    </FormShell>
  );
}
