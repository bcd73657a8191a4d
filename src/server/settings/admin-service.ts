import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ENVIRONMENT_ONLY_SETTINGS,
  environmentOnlyMessage,
  KNOWN_SETTINGS,
  type KnownSettingName,
  maskSecret,
  type Setting,
} from '../../shared/settings.ts';
import { recordAudit, removeAudited, type Actor } from '../audit/service.ts';
import { writeThenInvalidate } from '../cache/read-cache.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { AppError, notFound } from '../errors.ts';
import { SiteSetting } from './entities.ts';
import { isKnownSetting, toSetting } from './service.ts';

const ENTITY = 'SiteSetting';
const NOT_FOUND = 'Setting not found';

/** Stored settings and the known ones not set yet, by name. */
export async function listSettings(em: EntityManager): Promise<Setting[]> {
  const stored = new Map((await em.find(SiteSetting, {})).map((s) => [s.name, s]));
  const names = [...new Set([...Object.keys(KNOWN_SETTINGS), ...stored.keys()])].sort();
  return names.map((name) => toSetting(name, stored.get(name) ?? null));
}

export async function getSetting(em: EntityManager, name: string): Promise<Setting> {
  const stored = await em.findOne(SiteSetting, { name });
  if (!stored && !isKnownSetting(name)) throw notFound(NOT_FOUND, 'setting.not_found');
  return toSetting(name, stored);
}

export interface SettingWrite {
  name: string;
  value: string;
  secret?: boolean | undefined;
}

/** POST /admin/env: a new setting; an existing name is a conflict. */
export async function createSetting(em: EntityManager, box: SecretBox, actor: Actor, input: SettingWrite) {
  return writeThenInvalidate(em, 'settings', async (tx) => {
    if (await tx.findOne(SiteSetting, { name: input.name })) {
      throw new AppError('CONFLICT', 'A setting with this name already exists.', {
        reason: 'setting.name_taken',
      });
    }
    return save(tx, box, actor, null, input);
  });
}

/** PUT /admin/env/{env}: sets the value, creating the setting if needed. */
export async function putSetting(em: EntityManager, box: SecretBox, actor: Actor, input: SettingWrite) {
  return writeThenInvalidate(em, 'settings', (tx) => writeSetting(tx, box, actor, input));
}

/** Sets a setting inside the caller's transaction (which must invalidate `settings` after). */
export async function writeSetting(tx: EntityManager, box: SecretBox, actor: Actor, input: SettingWrite) {
  return save(tx, box, actor, await tx.findOne(SiteSetting, { name: input.name }), input);
}

export async function deleteSetting(
  em: EntityManager,
  actor: Actor,
  name: string,
): Promise<{ name: string }> {
  return writeThenInvalidate(em, 'settings', async (tx) => {
    if (!(await removeSetting(tx, actor, name))) throw notFound(NOT_FOUND, 'setting.not_found');
    return { name };
  });
}

/** Removes a setting inside the caller's transaction; false when it was not set. */
export async function removeSetting(tx: EntityManager, actor: Actor, name: string): Promise<boolean> {
  const stored = await tx.findOne(SiteSetting, { name });
  if (!stored) return false;
  removeAudited(tx, actor, 'settings.delete', {
    entity: ENTITY,
    entityId: name,
    record: stored,
    before: toSetting(name, stored),
  });
  return true;
}

async function save(
  tx: EntityManager,
  box: SecretBox,
  actor: Actor,
  existing: SiteSetting | null,
  input: SettingWrite,
): Promise<Setting> {
  if ((ENVIRONMENT_ONLY_SETTINGS as readonly string[]).includes(input.name))
    throw new AppError('BAD_REQUEST', environmentOnlyMessage(input.name), {
      reason: 'setting.environment_only',
      params: { name: input.name },
    });
  const known = isKnownSetting(input.name) ? KNOWN_SETTINGS[input.name] : undefined;
  // A known setting's secrecy is fixed; others are secret unless the admin says otherwise.
  const secret = known?.secret ?? input.secret ?? existing?.secret ?? true;
  const value = known ? checkedValue(input.name, known, input.value) : input.value;
  const before = existing ? toSetting(input.name, existing) : null;
  const fields = { value: secret ? box.seal(value) : value, secret, hint: secret ? maskSecret(value) : null };
  const setting = existing
    ? tx.assign(existing, fields)
    : tx.create(SiteSetting, { name: input.name, ...fields });
  await tx.flush();
  const after = toSetting(input.name, setting);
  recordAudit(tx, actor, existing ? 'settings.update' : 'settings.create', {
    entity: ENTITY,
    entityId: input.name,
    before,
    after,
  });
  return after;
}

type KnownSetting = (typeof KNOWN_SETTINGS)[KnownSettingName];

/** A known setting's value as it is kept: one of its allowed values, or what its rule makes of it. */
function checkedValue(name: string, known: KnownSetting, input: string): string {
  const allowed: readonly string[] | undefined = 'allowed' in known ? known.allowed : undefined;
  const value = allowed ? input.trim().toUpperCase() : input;
  if (allowed && !allowed.includes(value))
    throw new AppError('BAD_REQUEST', `${name} must be one of: ${allowed.join(', ')}.`, {
      reason: 'setting.not_allowed',
      params: { name },
    });
  if (!('rule' in known)) return value;
  const checked = known.rule.safeParse(value);
  if (!checked.success)
    throw new AppError('BAD_REQUEST', `${name}: ${checked.error.issues[0]?.message ?? 'not valid.'}`, {
      reason: 'setting.invalid',
      params: { name },
    });
  return checked.data;
}
