import fs from 'node:fs';
import path from 'node:path';

type Messages = Record<string, unknown>;

/**
 * Every mismatch between the message files under `dir`: each area's folder holds one file per
 * language (messages/registration/en.json, messages/registration/hi.json, ...), and a key belongs
 * to one area only.
 */
export function messageProblems(dir: string): string[] {
  const problems: string[] = [];
  const areaOf = new Map<string, string>();
  for (const area of fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const folder = path.join(dir, area.name);
    const files = fs.readdirSync(folder).filter((file) => file.endsWith('.json'));
    const catalogs = new Map<string, Messages>(
      files.map((file) => [
        path.basename(file, '.json'),
        JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')),
      ]),
    );
    problems.push(...compareCatalogs(catalogs).map((problem) => `${area.name}/${problem}`));
    for (const key of Object.keys(catalogs.values().next().value ?? {})) {
      if (key === '$schema') continue;
      const other = areaOf.get(key);
      if (other) problems.push(`${area.name}/${key}: also in ${other}`);
      areaOf.set(key, area.name);
    }
  }
  return problems;
}

export function compareCatalogs(catalogs: Map<string, Messages>): string[] {
  const problems: string[] = [];
  const keys = new Set([...catalogs.values()].flatMap((messages) => Object.keys(messages)));
  keys.delete('$schema');
  for (const key of [...keys].sort()) {
    const missing = [...catalogs].filter(([, messages]) => !(key in messages)).map(([locale]) => locale);
    if (missing.length > 0) {
      problems.push(`${key}: missing in ${missing.join(', ')}`);
      continue;
    }
    const placeholders = [...catalogs].map(
      ([locale, messages]) => [locale, placeholdersOf(messages[key])] as const,
    );
    const [first] = placeholders;
    for (const [locale, names] of placeholders.slice(1))
      if (first && names !== first[1])
        problems.push(`${key}: placeholders {${first[1]}} in ${first[0]} but {${names}} in ${locale}`);
  }
  return problems;
}

/** The `{name}` placeholders of a message (a string, or a variant message's JSON), sorted. */
function placeholdersOf(message: unknown): string {
  const text = JSON.stringify(message);
  const names = new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
  for (const declared of text.matchAll(/input (\w+)/g)) names.add(declared[1]);
  return [...names].sort().join(', ');
}
