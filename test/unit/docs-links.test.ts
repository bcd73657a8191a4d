import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository must stand on its own: every relative link in the README and in docs/ has to
// reach a file of this repository (and a heading, when it names one), never a sibling folder.

const root = fileURLToPath(new URL('../..', import.meta.url));

function markdownFiles(): string[] {
  const docs = fs
    .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file));
  return ['README.md', ...docs.sort()];
}

/** Link targets outside code: inline links `[text](target)` and reference definitions `[x]: target`. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const references = [...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!);
  return [...inline, ...references];
}

const isExternal = (target: string) => /^[a-z][a-z\d+.-]*:/i.test(target);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const headings = markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm);
  return new Set(
    [...headings].map((m) =>
      m[1]!
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

/** Why a link from `file` to `target` does not resolve inside the repository, or null when it does. */
function brokenLink(file: string, target: string): string | null {
  const [pathPart = '', anchor] = target.split('#');
  const resolved = pathPart
    ? path.resolve(root, pathPart.startsWith('/') ? `.${pathPart}` : path.join(path.dirname(file), pathPart))
    : path.join(root, file);
  const inside = path.relative(root, resolved);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return 'points outside the repository';
  if (!fs.existsSync(resolved)) return 'no such file or folder';
  if (anchor && resolved.endsWith('.md') && !anchorsOf(fs.readFileSync(resolved, 'utf8')).has(anchor))
    return `no heading #${anchor}`;
  return null;
}

describe('documentation links', () => {
  const files = markdownFiles();

  it('finds the README, the product description and the decision records', () => {
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'docs/product.md', 'docs/decisions/0001-embedded-postgres.md']),
    );
  });

  it('links the README to the product description', () => {
    expect(linkTargets(fs.readFileSync(path.join(root, 'README.md'), 'utf8'))).toContain('docs/product.md');
  });

  it.each(files)('%s: every relative link resolves inside the repository', (file) => {
    const broken = linkTargets(fs.readFileSync(path.join(root, file), 'utf8'))
      .filter((target) => !isExternal(target))
      .map((target) => ({ target, problem: brokenLink(file, target) }))
      .filter((link) => link.problem !== null);
    expect(broken).toEqual([]);
  });
});
