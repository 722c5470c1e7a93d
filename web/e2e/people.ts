// The people of an end-to-end story and what they do most: each registers once, in a browser context of their own
// without JavaScript (the site's forms work without it), and is found again by first name; a form post waits for the
// page it leads to; what a page says is read with its whitespace (the numbers' narrow and non-breaking spaces too) as
// single spaces.
import type { Page } from 'playwright-core';
import { register, watchConsole, type Site } from './harness';

export interface Person {
  page: Page;
  email: string;
  /** What the person's page logged to the console as errors. */
  problems: string[];
}

/**
 * The people of one story on `site`: `person('Olga Werkstatt')` registers her as olga.<story>@example.com, `who('Olga')`
 * finds her again, `everyone()` lists all registered so far.
 */
export function storyPeople(site: Site, story: string) {
  const people = new Map<string, Person>();
  return {
    async person(name: string): Promise<Person> {
      const first = name.split(' ')[0]!;
      const context = await site.visitor('de-AT', { javaScriptEnabled: false });
      const page = await context.newPage();
      const problems = watchConsole(page);
      const email = `${first.toLowerCase()}.${story}@example.com`;
      await register(page, name, email);
      const created = { page, email, problems };
      people.set(first, created);
      return created;
    },
    who: (first: string): Person => people.get(first)!,
    everyone: (): Person[] => [...people.values()],
  };
}

/** Clicks the button (the first so named within `scope`) and waits for the page the form post leads to. */
export async function submit(page: Page, button: string | RegExp, scope = 'main'): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.locator(scope).getByRole('button', { name: button }).first().click()]);
}

export const plain = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** What the page (or one part of it) says, as plain text. */
export const said = async (page: Page, selector = 'main'): Promise<string> => plain((await page.locator(selector).first().textContent()) ?? '');
