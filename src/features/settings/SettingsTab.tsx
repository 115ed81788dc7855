import { useId, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../common/data/QueryBoundary';

/** The tabs that read their data in the frame (primed by the route's loader, ./tabs.ts). */
const DATA_TABS = ['devices', 'localization', 'switchClients', 'passkeys'] as const;
type DataTabText = (typeof DATA_TABS)[number];

/**
 * A tab's words in the `settings` catalogue: `<text>.heading`, `.intro`, and for a data tab `.loading`,
 * `.loadError`.
 */
export type SettingsTabText = DataTabText | 'contactInfo' | 'changePassword';

const readsData = (text: SettingsTabText): text is DataTabText =>
  (DATA_TABS as readonly string[]).includes(text);

/**
 * The frame every account-settings tab shares: a section named by its heading, the intro, then the
 * tab's content; a tab that reads data has it inside `QueryBoundary` with the tab's own loading and
 * load-error words, so the heading stays in every state. `after` is content that needs none of the
 * tab's data, shown whatever state the data is in.
 */
export function SettingsTab({
  text,
  children,
  after,
}: {
  text: SettingsTabText;
  children: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  return (
    <section className="stack" aria-labelledby={headingId}>
      <div className="stack stack--sm">
        <h2 id={headingId}>{t(`${text}.heading`)}</h2>
        <p className="text-muted">{t(`${text}.intro`)}</p>
      </div>
      {readsData(text) ? (
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
 * A tab module's screen when the tab is one component in the frame: `export default settingsTab('devices',
 * DevicesTable)`.
 */
export function settingsTab(text: SettingsTabText, Content: ComponentType): ComponentType {
  return function Tab() {
    return (
      <SettingsTab text={text}>
        <Content />
      </SettingsTab>
    );
  };
}
