import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every refusal carries a stable reason (docs/decisions/0006-one-error-model.md): each
// `new AppError(code, message, { reason })` in the server names one, so a client never has to match
// the English sentence. A helper that builds an AppError from its caller's reason passes that on.

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverDir = path.join(root, 'src', 'server');

function serverFiles(): string[] {
  return fs
    .readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(serverDir, file));
}

/** Whether an AppError's options name a reason: `{ reason }`, `{ reason: … }` or `{ ...withReason }`. */
function namesReason(options: ts.Expression | undefined): boolean {
  if (!options || !ts.isObjectLiteralExpression(options)) return false;
  return options.properties.some(
    (property) =>
      ts.isSpreadAssignment(property) ||
      ((ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
        property.name.getText() === 'reason'),
  );
}

/** `file:line` of each `new AppError(…)` without a reason. */
function withoutReason(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isNewExpression(node) &&
      node.expression.getText() === 'AppError' &&
      !namesReason(node.arguments?.[2])
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${path.relative(root, file)}:${line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the reasons of refusals', () => {
  it('every AppError the server throws names its reason', () => {
    expect(serverFiles().flatMap(withoutReason)).toEqual([]);
  });
});
