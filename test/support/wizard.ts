import type { Locator, Page } from '@playwright/test';
import { randomMobile, unique } from './unique.ts';

// The registration wizard as the browser specs drive it, in either language: the open dialog,
// its headings and toasts, a person's fields by their labels (English by default).

export interface Person {
  name: string;
  phone: string;
  email: string;
  state: string;
  city: string;
  dateOfBirth: string;
}

/** A new player or teammate (a random mobile number and address); override what a test is about. */
export const person = (name: string, changes: Partial<Person> = {}): Person => ({
  name,
  phone: randomMobile(),
  email: `${name.toLowerCase().replace(/\W+/g, '.')}.${unique()}@example.in`,
  state: 'Karnataka',
  city: 'Bengaluru',
  dateOfBirth: '1998-06-15',
  ...changes,
});

/** The person fields' labels: the name field is "Full Name" for the player, "Name" for a teammate. */
export interface PersonLabels {
  phone: string;
  email: string;
  state: string;
  city: string;
  dateOfBirth: string;
}

export const ENGLISH_PERSON_LABELS: PersonLabels = {
  phone: 'Phone Number',
  email: 'Email',
  state: 'State',
  city: 'City',
  dateOfBirth: 'Date of Birth',
};

/** Fills a person's six fields in `scope` (the state by its value, whatever the menu shows). */
export async function fillPerson(
  scope: Locator,
  who: Person,
  nameLabel: string,
  labels: PersonLabels = ENGLISH_PERSON_LABELS,
): Promise<void> {
  await scope.getByLabel(nameLabel, { exact: true }).fill(who.name);
  await scope.getByLabel(labels.phone).fill(who.phone);
  await scope.getByLabel(labels.email, { exact: true }).fill(who.email);
  await scope.getByLabel(labels.state, { exact: true }).selectOption(who.state);
  await scope.getByLabel(labels.city, { exact: true }).fill(who.city);
  await scope.getByLabel(labels.dateOfBirth).fill(who.dateOfBirth);
}

/** The open dialog (a closing one stays in the page for its exit animation), its headings, toasts. */
export function wizardOn(page: Page) {
  const dialog = () => page.locator('[role="dialog"][data-state="open"]');
  return {
    dialog,
    heading: (text: string) => dialog().getByRole('heading', { name: text, exact: true }).waitFor(),
    toast: (text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor(),
  };
}
