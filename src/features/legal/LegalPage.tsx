import { useEffect } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { LinkButton } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { SECTION_IDS } from './sections';

type SectionId = (typeof SECTION_IDS)[number];

function isSectionId(value: string): value is SectionId {
  return (SECTION_IDS as readonly string[]).includes(value);
}

/** A catalogue value that should be a list of strings (an overlay may have more or fewer entries). */
function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A section of the catalogue: a list and the text after it are optional, so it is read whole. */
type SectionText = { title?: unknown; body?: unknown; items?: unknown; afterItems?: unknown };

function sectionFromHash(hash: string): SectionId | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  return isSectionId(id) ? id : null;
}

/** Scrolls a section's heading into view and moves focus to it (so the next Tab continues from there). */
function showSection(id: SectionId) {
  const heading = document.getElementById(id);
  if (!heading) return;
  heading.scrollIntoView?.({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * /auth/legal: the terms of use. A table of contents links to one h2 per topic; a back link to sign-in
 * sits at the top and at the bottom.
 */
export default function LegalPage() {
  const { t } = useTranslation('legal');
  const { hash } = useLocation();

  // Arriving with a fragment (the footer's #privacy, #supported-browsers): the lazy page painted after the
  // browser's own fragment scroll, so do it here. An effect runs after the h1 took the navigation's
  // focus as it mounted, so the section keeps it.
  useEffect(() => {
    const id = sectionFromHash(hash);
    if (id) showSection(id);
  }, [hash]);

  // A plain fragment link would make a router navigation (a new location, so the shell refocuses the h1
  // and the page jumps back up). Update the address in place and move to the section instead; modified
  // clicks (new tab, new window) keep the browser's behaviour.
  const goToSection = (id: SectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `#${id}`);
    showSection(id);
  };

  const backToLogin = t('backToLogin');
  const sections = t('sections', { returnObjects: true }) as unknown as Record<
    string,
    SectionText | undefined
  >;
  const section = (id: SectionId): SectionText => sections[id] ?? {};

  return (
    <article className="stack stack--lg legal" aria-labelledby="legal-title">
      <p className="text-sm">
        <Link to={paths.login.href()}>
          <span aria-hidden="true">← </span>
          {backToLogin}
        </Link>
      </p>

      <div className="stack stack--sm">
        <PageHeading id="legal-title">{t('title')}</PageHeading>
        {asStrings(t('intro', { returnObjects: true })).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <nav className="stack stack--sm legal__toc" aria-labelledby="legal-toc-title">
        <p id="legal-toc-title">
          <strong>{t('toc.title')}</strong>
        </p>
        <ol>
          {SECTION_IDS.map((id) => (
            <li key={id}>
              <a href={`#${id}`} onClick={goToSection(id)}>
                {String(section(id).title ?? '')}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {SECTION_IDS.map((id, index) => {
        const { title, body, items: listed, afterItems } = section(id);
        const items = asStrings(listed);
        return (
          <section key={id} className="stack stack--sm legal__section">
            {/* Numbered like the table of contents (an ordered list), so "section 4" finds it. */}
            <h2 id={id} tabIndex={-1}>
              {`${index + 1}. ${String(title ?? '')}`}
            </h2>
            {asStrings(body).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {items.length > 0 ? (
              <ul>
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {asStrings(afterItems).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        );
      })}

      <div className="actions">
        <LinkButton variant="secondary" to={paths.login.href()}>
          {backToLogin}
        </LinkButton>
      </div>
    </article>
  );
}
