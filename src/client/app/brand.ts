// The product brand in one place: header, footer, document titles.
export const BRAND_NAME = 'Arena Championships';

export function pageTitle(title?: string): string {
  return title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
}
