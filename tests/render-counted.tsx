import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { Profiler, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';

/**
 * Renders `ui` with `i18n` and counts React's commits of it from here on (`commits.count`, which a test
 * may set back to 0): how often typing renders a form.
 */
export function renderCounted(ui: ReactElement, i18n: I18n) {
  const user = userEvent.setup();
  const commits = { count: 0 };
  render(
    <I18nextProvider i18n={i18n}>
      <Profiler id="counted" onRender={() => (commits.count += 1)}>
        {ui}
      </Profiler>
    </I18nextProvider>,
  );
  commits.count = 0;
  return { user, commits };
}
