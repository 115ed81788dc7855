import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PICKER_LANGUAGES, pickerLanguage } from '../common/language/language';
import { appConfig } from '../lib/config';
import { legalHref, VERSIONS } from '../lib/regional';
import { AuthLayout, type AuthLayoutProps } from '../ui/Layout';
import { LanguagePicker } from '../ui/LanguagePicker';

export interface SiteLayoutProps {
  brand: string;
  /** The signed-in area has its Localization tab instead of the header's picker. */
  signedIn?: boolean;
  variant?: AuthLayoutProps['variant'];
  children?: ReactNode;
}

/**
 * The page around every screen in the reader's language: the brand, the header's language picker and
 * the footer's links. The build renders the sign-in frame in it too
 * (scripts/build/login-frame/render.tsx), so the frame's page is this one.
 */
export function SiteLayout({ brand, signedIn = false, variant = 'card', children }: SiteLayoutProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const picker = signedIn ? undefined : (
    <LanguagePicker
      label={i18n.t('common:language')}
      applyLabel={i18n.t('common:languageApply')}
      languages={PICKER_LANGUAGES}
      value={pickerLanguage(language)}
      onChange={(code) =>
        // Its own chunk: an English reader's sign-in page carries none of the switching.
        void import('../common/language/switchLanguage').then(({ pickLanguage }) =>
          pickLanguage(pickerLanguage(code), i18n),
        )
      }
    />
  );
  const footer = {
    privacyHref: legalHref(language, 'privacy'),
    legalHref: legalHref(language),
    helpHref: appConfig.helpUrl,
    versions: VERSIONS,
  };
  return (
    <AuthLayout variant={variant} brandName={brand} headerEnd={picker} footer={footer}>
      {children}
    </AuthLayout>
  );
}
