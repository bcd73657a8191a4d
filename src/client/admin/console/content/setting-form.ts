import type { z } from 'zod';
import { KNOWN_SETTINGS, settingPutSchema, type Setting } from '../../../../shared/settings.ts';

// The settings forms' rules beyond the shared schemas (settingPutSchema, settingCreateSchema).

export const SECRET_KEPT = 'Type the new value. An empty field never replaces a secret.';

/** A secret is never read back, so its field starts empty; empty means "keep it", not "clear it". */
export const secretPutSchema = settingPutSchema.refine((input) => input.value !== '', {
  path: ['value'],
  message: SECRET_KEPT,
});

export type SettingPutValues = z.input<typeof settingPutSchema>;

/** The values a known setting allows (FOOTER_VARIANT: A or B), if it names them. */
export function allowedValues(name: string): readonly string[] | undefined {
  if (!Object.hasOwn(KNOWN_SETTINGS, name)) return undefined;
  const known = KNOWN_SETTINGS[name as keyof typeof KNOWN_SETTINGS];
  return 'allowed' in known ? known.allowed : undefined;
}

export const isKnown = (name: string) => Object.hasOwn(KNOWN_SETTINGS, name);

/** The edit form's first values: a secret's field empty, a choice its current (or first) value. */
export function settingFormValuesOf(setting: Setting): SettingPutValues {
  const allowed = allowedValues(setting.name);
  const current = setting.value ?? '';
  if (setting.secret) return { env: setting.name, value: '' };
  if (allowed)
    return { env: setting.name, value: allowed.find((v) => v === current.toUpperCase()) ?? allowed[0]! };
  return { env: setting.name, value: current };
}
