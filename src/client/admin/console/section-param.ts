/** The URL query parameter naming the console's open section (see sections.ts). */
export const SECTION_PARAM = 'section';
