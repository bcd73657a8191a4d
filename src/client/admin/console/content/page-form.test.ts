import { describe, expect, it } from 'vitest';
import { pageFormSchema, pageFormValuesOf, pageUpdateOf } from './page-form.ts';

const blank = {
  title: 'Contact Us',
  content: '',
  orgName: '',
  email: '',
  phone: '',
  address: '',
  additional: '',
  hindi: null,
};

describe('page form', () => {
  it('sends empty contact details as null, and only for the contact page', () => {
    const values = pageFormSchema.parse({ ...blank, email: ' team@arena.test ', phone: '  ' });
    expect(values).toMatchObject({ email: 'team@arena.test', phone: null, orgName: null });
    expect(pageUpdateOf('contact-us', values)).toMatchObject({
      slug: 'contact-us',
      email: 'team@arena.test',
    });
    expect(pageUpdateOf('about-us', values)).toEqual({
      slug: 'about-us',
      title: 'Contact Us',
      content: '',
      hindi: null,
    });
  });

  it("refuses what the server refuses, in the shared schema's words", () => {
    const issues = pageFormSchema.safeParse({ ...blank, title: ' ', email: 'not-an-address' }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'Title is required.'],
      ['email', 'Please enter a valid email address.'],
    ]);
  });

  it('shows a page without contact details as empty fields', () => {
    const page = {
      slug: 'about-us' as const,
      title: 'About',
      content: '<p>x</p>',
      contact: null,
      updatedAt: new Date(),
      hindi: null,
    };
    expect(pageFormValuesOf(page)).toEqual({ ...blank, title: 'About', content: '<p>x</p>' });
  });

  it("checks the Hindi version by the English fields' rules, in the same words", () => {
    const issues = pageFormSchema.safeParse({ ...blank, hindi: { title: ' ', content: '' } }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['hindi.title', 'Title is required.'],
    ]);
  });
});
