import { useId } from 'react';
import { NavLink, matchPath, resolvePath, useLocation, useNavigate, useResolvedPath } from 'react-router-dom';

export interface LinkTab {
  /** Where the tab leads: absolute, or relative to the route that renders the tabs. */
  to: string;
  label: string;
  /** The tab is current only on its exact path, not below it (as NavLink's `end`). */
  end?: boolean;
}

export interface LinkTabsProps {
  tabs: LinkTab[];
  /** Accessible name of the navigation and of the narrow screens' select ("Account settings"). */
  label: string;
  className?: string;
}

/**
 * Tabs that are URLs: a `<nav>` of links, the current one with `aria-current="page"`, so each tab can be
 * bookmarked, opened in a new tab and reached with Back. Below 560 px the row would not fit, so CSS
 * swaps it for a labelled `<select>` that navigates on change (only one of the two is ever displayed,
 * so assistive technology meets one). Not ARIA `tablist`: these are links to pages, not panels.
 */
export function LinkTabs({ tabs, label, className }: LinkTabsProps) {
  const selectId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = useResolvedPath('.').pathname;
  const targets = tabs.map((tab) => resolvePath(tab.to, base).pathname);
  const current = targets.findIndex(
    (path, i) => matchPath({ path, end: tabs[i]?.end ?? false }, pathname) !== null,
  );

  return (
    <nav className={className} aria-label={label}>
      <ul className="link-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.end} className="link-tabs__link">
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="link-tabs__narrow">
        <label htmlFor={selectId} className="sr-only">
          {label}
        </label>
        <select
          id={selectId}
          className="field__control field__control--select"
          value={current >= 0 ? targets[current] : ''}
          onChange={(event) => navigate(event.target.value)}
        >
          {current < 0 && <option value="" disabled />}
          {tabs.map((tab, i) => (
            <option key={tab.to} value={targets[i]}>
              {tab.label}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
