import { useId, useState } from 'react';
import { Button } from './Button';
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
  /** The narrow screens' button that opens the tab chosen in the select ("Show"). */
  goLabel: string;
  className?: string;
}

/**
 * Tabs that are URLs: a `<nav>` of links, the current one with `aria-current="page"`, so each tab can be
 * bookmarked, opened in a new tab and reached with Back. Below 560 px the row would not fit, so CSS
 * swaps it for a labelled `<select>` and a button that opens the chosen tab (only one of the two is ever
 * displayed, so assistive technology meets one). Not on change: arrowing through a select changes
 * its value at every step, and a page that moved away on the first would leave the person somewhere
 * they did not choose. Not ARIA `tablist`: these are links to pages, not panels.
 */
export function LinkTabs({ tabs, label, goLabel, className }: LinkTabsProps) {
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
      {/* A new key per current tab: the choice starts from the tab shown. */}
      <NarrowTabs
        key={current}
        id={selectId}
        label={label}
        goLabel={goLabel}
        options={tabs.map((tab, i) => ({ value: targets[i]!, label: tab.label }))}
        current={current >= 0 ? targets[current]! : ''}
        onGo={(to) => navigate(to)}
      />
    </nav>
  );
}

function NarrowTabs({
  id,
  label,
  goLabel,
  options,
  current,
  onGo,
}: {
  id: string;
  label: string;
  goLabel: string;
  options: { value: string; label: string }[];
  current: string;
  onGo: (to: string) => void;
}) {
  const [choice, setChoice] = useState(current);
  return (
    <form
      className="link-tabs__narrow"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice && choice !== current) onGo(choice);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        className="field__control field__control--select"
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
      >
        {current === '' && <option value="" disabled />}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary">
        {goLabel}
      </Button>
    </form>
  );
}
