import { useId, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type settings from '../../../locales/en-US/settings.json';
import { QueryBoundary } from '../../common/data/QueryBoundary';

type Catalogue = typeof settings;
/** A tab's words in the `settings` catalogue: `<text>.heading` and `.intro`. */
export type SettingsTabText = {
  [K in keyof Catalogue]: Catalogue[K] extends { heading: string; intro: string } ? K : never;
}[keyof Catalogue];
/** A tab that reads data (primed by its route's loader, ./loaders.ts) also has `.loading` and `.loadError`. */
type DataTabText = {
  [K in SettingsTabText]: Catalogue[K] extends { loading: string; loadError: object } ? K : never;
}[SettingsTabText];

type TabProps = { children: ReactNode; after?: ReactNode } & (
  { text: DataTabText; readsData: true } | { text: SettingsTabText; readsData?: false }
);

/**
 * The layout every account-settings tab shares: a section named by its heading, the intro, then the
 * tab's content; a tab that reads data (`readsData`) has it inside `QueryBoundary` with the tab's own
 * loading and load-error words, so the heading stays in every state. `after` is content that needs
 * none of the tab's data, shown whatever state the data is in.
 */
export function SettingsTab({ text, readsData, children, after }: TabProps) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  return (
    <section className="stack" aria-labelledby={headingId}>
      <div className="stack stack--sm">
        <h2 id={headingId}>{t(`${text}.heading`)}</h2>
        <p className="text-muted">{t(`${text}.intro`)}</p>
      </div>
      {readsData ? (
        <QueryBoundary
          pendingLabel={t(`${text}.loading`)}
          errorTitle={t(`${text}.loadError.title`)}
          errorMessage={t(`${text}.loadError.message`)}
        >
          {children}
        </QueryBoundary>
      ) : (
        children
      )}
      {after}
    </section>
  );
}

/**
 * A tab module's screen when the tab is one component reading data in that layout:
 * `export default settingsTab('passkeys', PasskeyList)`.
 */
export function settingsTab(text: DataTabText, Content: ComponentType): ComponentType {
  return function Tab() {
    return (
      <SettingsTab text={text} readsData>
        <Content />
      </SettingsTab>
    );
  };
}
