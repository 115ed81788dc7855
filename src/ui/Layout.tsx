import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { ExternalIcon, LogoMark } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

/** Replaces the end of the first year range ("2000-2024", also with an en dash) with `year`. */
export function withCurrentYear(text: string, year: number): string {
  return text.replace(/(\d{4})(\s*[-–]\s*)\d{4}/, `$1$2${year}`);
}

export interface FooterProps {
  /** Default `/auth/legal#privacy`. */
  privacyHref?: string;
  /** Default `/auth/legal`. */
  legalHref?: string;
  /** Default `/auth/legal#supported-browsers`. */
  browsersHref?: string;
  /**
   * The help page, first in the footer so it sits in the same place on every page; none when empty.
   * The caller passes a sanitised address (`appConfig.helpUrl`).
   */
  helpHref?: string;
  /** Clock for the copyright year (tests). */
  now?: Date;
  /** The web build's and the text catalogue's versions, shown for the person and support. */
  versions?: { web: string; texts: string };
  className?: string;
}

/** A link that opens a new tab and says so: an icon to the eye, words to a screen reader. */
function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="site-footer__link">
      {children}
      <ExternalIcon className="site-footer__ext" />
      <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
    </a>
  );
}

/** Help, privacy, legal terms and supported-browser links (each opens a new tab) and the copyright line. */
export function Footer({
  privacyHref = '/auth/legal#privacy',
  legalHref = '/auth/legal',
  browsersHref = '/auth/legal#supported-browsers',
  helpHref,
  now = new Date(),
  versions,
  className,
}: FooterProps) {
  const { t } = useTranslation('common');
  return (
    <footer className={cx('site-footer', className)}>
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          {helpHref ? (
            <li className="site-footer__help">
              <NewTabLink href={helpHref}>{t('footer.help')}</NewTabLink>
            </li>
          ) : null}
          <li>
            <NewTabLink href={privacyHref}>{t('footer.privacy')}</NewTabLink>
          </li>
          <li>
            <NewTabLink href={legalHref}>{t('footer.legal')}</NewTabLink>
          </li>
          <li>
            <NewTabLink href={browsersHref}>{t('footer.browsers')}</NewTabLink>
          </li>
        </ul>
      </nav>
      <p className="site-footer__copyright">{withCurrentYear(t('footer.copyright'), now.getFullYear())}</p>
      {versions && <p className="site-footer__copyright">{t('footer.versions', versions)}</p>}
    </footer>
  );
}

/**
 * Put before the fixed ids a page renders (its `main`, its heading's): the build renders the sign-in
 * page as the static sign-in frame that sits beside the app's own until the app takes over
 * (src/features/login/frame/boot.ts), and two elements may not share an id.
 */
export const IdPrefixContext = createContext('');

export interface AuthLayoutProps {
  children?: ReactNode;
  /** Defaults to `common:brandName`. */
  brandName?: string;
  /** Makes the brand a link (plain `<a>`, e.g. to the product home). */
  brandHref?: string;
  /** `card`: centred 440px card (full width on small screens); `wide`: wider container for settings. */
  variant?: 'card' | 'wide';
  /** Content at the end of the header (language picker, sign-out…). */
  headerEnd?: ReactNode;
  /** Props of the footer (link targets, clock). */
  footer?: FooterProps;
  className?: string;
}

/** The page layout: skip link, header with the brand, `<main id="main">` holding the card, and the footer. */
export function AuthLayout({
  children,
  brandName,
  brandHref,
  variant = 'card',
  headerEnd,
  footer,
  className,
}: AuthLayoutProps) {
  const { t } = useTranslation('common');
  const brand = brandName ?? t('brandName');
  const mainId = `${useContext(IdPrefixContext)}main`;

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainId);
    if (!main) return;
    // Focus without touching the URL (the router owns it).
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };

  const brandContent = (
    <>
      <LogoMark className="brand__mark" />
      <span className="brand__name">{brand}</span>
    </>
  );

  return (
    <div className={cx('page', className)}>
      <a className="skip-link" href={`#${mainId}`} onClick={skipToMain}>
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          {brandHref ? (
            <a className="brand" href={brandHref}>
              {brandContent}
            </a>
          ) : (
            <span className="brand">{brandContent}</span>
          )}
          {headerEnd !== undefined && <div>{headerEnd}</div>}
        </div>
      </header>
      <main id={mainId} tabIndex={-1} className="page__main">
        <div className={cx('card', variant === 'wide' && 'card--wide')}>{children}</div>
      </main>
      <Footer {...footer} />
    </div>
  );
}
