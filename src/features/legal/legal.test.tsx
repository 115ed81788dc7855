import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import legal from '../../../locales/en-US/legal.json';
import { paths } from '../../lib/paths';
import { loadNamespaces } from '../../app/i18n';
import { createTestI18n } from '../../ui/test-i18n';
import LegalPage from './LegalPage';
import { SECTION_IDS } from './sections';

async function renderLegal(url: string = paths.legal.href()) {
  // Like the route table: the page's catalogue is loaded before it renders.
  const instance = createTestI18n();
  await loadNamespaces(['legal'], instance);
  const view = render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter initialEntries={[url]}>
        <LegalPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...view, instance };
}

function sectionOf(id: string): HTMLElement {
  const heading = document.getElementById(id);
  expect(heading, `#${id}`).not.toBeNull();
  return heading!.closest('section')!;
}

describe('LegalPage', () => {
  // The table-of-contents test writes the fragment into the (shared) jsdom address.
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders one h1, with no untranslated keys', async () => {
    await renderLegal();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Terms of use');
    expect(h1s[0]).toHaveAttribute('data-page-heading');
    expect(document.body).not.toHaveTextContent(/sections\.|toc\.|backToLogin/);
  });

  it('has an h2 with an id for every topic, in order, each with text', async () => {
    await renderLegal();
    const h2s = screen.getAllByRole('heading', { level: 2 });
    expect(h2s.map((h2) => h2.id)).toEqual(SECTION_IDS);
    for (const id of SECTION_IDS) {
      const heading = document.getElementById(id)!;
      expect(heading.tagName).toBe('H2');
      expect(heading).toHaveAttribute('tabindex', '-1');
      expect(heading.textContent?.trim()).not.toBe('');
      expect(within(sectionOf(id)).getAllByText(/\w{3,}/, { selector: 'p' }).length).toBeGreaterThan(0);
    }
  });

  it('numbers the section headings like the table of contents', async () => {
    await renderLegal();
    const h2s = screen.getAllByRole('heading', { level: 2 });
    h2s.forEach((h2, index) => expect(h2.textContent).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
  });

  it('has a table of contents linking to every section', async () => {
    await renderLegal();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SECTION_IDS.map((id) => `#${id}`));
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      // The heading carries the list's number in front of the same words.
      expect(document.getElementById(id)!.textContent).toMatch(/^\d+\. /);
      expect(document.getElementById(id)!.textContent!.replace(/^\d+\. /, '')).toBe(link.textContent);
    }
  });

  it('has a back link to sign-in at the top and at the bottom', async () => {
    await renderLegal();
    const back = screen.getAllByRole('link', { name: 'Back to sign in' });
    expect(back).toHaveLength(2);
    for (const link of back) expect(link).toHaveAttribute('href', paths.login.href());
    const article = screen.getByRole('article');
    expect(article.firstElementChild).toContainElement(back[0]!);
    expect(article.lastElementChild).toContainElement(back[1]!);
  });

  it('says where the terms apply and which law governs', async () => {
    await renderLegal();
    expect(screen.getByText('These Terms apply in Canada and the United States only.')).toBeInTheDocument();
    const law = within(sectionOf('governing-law'));
    expect(law.getByText(/laws of the State of New Jersey/)).toBeInTheDocument();
    expect(
      law.getByText(/If you and your Employer are both located in Canada.*Province of Ontario/),
    ).toBeInTheDocument();
    expect(
      within(sectionOf('data-transmission')).getByText(/hosted in the United States/),
    ).toBeInTheDocument();
  });

  it('says an administrator’s acceptance binds the employer, and terms differ by role', async () => {
    await renderLegal();
    const users = within(sectionOf('employee-and-administrator-users'));
    expect(users.getByText(/your acceptance binds your Employer/)).toBeInTheDocument();
    expect(users.getByText(/apply differently depending on your role/)).toBeInTheDocument();
  });

  it('lists the supported browsers', async () => {
    await renderLegal();
    const items = within(sectionOf('supported-browsers'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(
      expect.arrayContaining(['Google Chrome', 'Microsoft Edge', 'Mozilla Firefox', 'Apple Safari']),
    );
    expect(items.some((item) => /Safari on iPhone/.test(item ?? ''))).toBe(true);
    expect(items.some((item) => /Chrome on Android/.test(item ?? ''))).toBe(true);
  });

  it('moves to the section named by the URL fragment', async () => {
    await renderLegal(`${paths.legal.href()}#privacy`);
    await waitFor(() => expect(document.getElementById('privacy')).toHaveFocus());
  });

  it('ignores a fragment that is not a section', async () => {
    await renderLegal(`${paths.legal.href()}#%E0%A4%A`);
    expect(document.body).toHaveFocus();
  });

  it('a table-of-contents link moves focus to its section and puts the fragment in the address', async () => {
    await renderLegal();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    await userEvent.click(
      within(toc).getByRole('link', { name: legal.sections['supported-browsers'].title }),
    );
    expect(document.getElementById('supported-browsers')).toHaveFocus();
    expect(window.location.hash).toBe('#supported-browsers');
  });

  it('keeps text in our catalogue: every section has a title and paragraphs', () => {
    for (const id of SECTION_IDS) {
      const section = (legal.sections as Record<string, { title: string; body: string[] }>)[id];
      expect(section?.title, id).toBeTruthy();
      expect(section?.body.length, id).toBeGreaterThan(0);
    }
    expect(Object.keys(legal.sections)).toEqual(SECTION_IDS);
  });
});
