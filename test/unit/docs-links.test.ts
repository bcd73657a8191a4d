import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The repository must stand on its own: every relative link in the README and in docs/, and every
// document a code comment names, has to reach a file of this repository (and a heading, when it
// names one), never a sibling folder or a document that only lived outside it.

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

/** The source files whose comments are checked: our code and tests, not generated code. */
function sourceFiles(): string[] {
  return ['src', 'test', 'scripts']
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .map((file) => path.join(dir, file)),
    )
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(path.join('src', 'paraglide')))
    .sort();
}

/** The comments of a TypeScript file, as the compiler's scanner reads them. */
function commentsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, text);
  const comments: string[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia)
      comments.push(scanner.getTokenText());
  }
  return comments;
}

/** Documents a comment names by their path from the repository's root: `docs/...`, `README.md`. */
const documentReference = /(?<![\w/.-])((?:docs\/[\w./-]+\.(?:md|json)|README\.md)(?:#[\w-]+)?)/g;
/** Documents that are not in the repository: the first version's spec and its decisions file. */
const outsideDocument = /(?<!docs\/)\bdecisions\.md\b|\bthe spec\b|\bspec sections?\b/i;

describe('documents named in code comments', () => {
  const files = sourceFiles();

  it('reads the comments of the code and the tests', () => {
    expect(files).toEqual(expect.arrayContaining(['src/server/app.ts', 'test/unit/docs-links.test.ts']));
    expect(commentsOf('test/unit/docs-links.test.ts').join('\n')).toContain('The repository must stand');
  });

  it.each(files)('%s: names only documents of this repository, and they exist', (file) => {
    const comments = commentsOf(file);
    const broken = comments
      .flatMap((comment) => [...comment.matchAll(documentReference)].map((m) => m[1]!.replace(/[.,)]+$/, '')))
      .map((target) => ({ target, problem: brokenLink('README.md', target) }))
      .filter((link) => link.problem !== null);
    const outside = comments.filter((comment) => outsideDocument.test(comment));
    expect({ broken, outside }).toEqual({ broken: [], outside: [] });
  });
});
