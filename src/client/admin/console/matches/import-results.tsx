import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  MAX_RESULT_FILE_CHARS,
  type AdminMatchDetail,
  type ResultImportPreview,
} from '../../../../shared/matches.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, FormError } from '../../../components/ui/field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorText } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';

const COLUMNS = {
  placement: 'username, placement, finishes',
  'head-to-head':
    'username, result (win, loss, draw or bye), score_for, score_against, and optionally opponent',
} as const;

const importHint = (format: AdminMatchDetail['match']['scoringFormat']) =>
  `The lobby's result file, as CSV with a header row: ${COLUMNS[format]}. A username is a player's game username; any member of a squad names the squad. Preview it first: nothing is saved until you import a file without problems.`;

const importLabel = (rows: number) => `Import ${rows} result${rows === 1 ? '' : 's'}`;

const PLACEHOLDERS = {
  placement: 'username,placement,finishes',
  'head-to-head': 'username,result,score_for,score_against,opponent',
} as const;

/** The preview table's columns before Points and Problems, by scoring format. */
const PLACEMENT_COLUMNS = ['Line', 'Username', 'Entry', 'Placement', 'Finishes'];
const HEAD_TO_HEAD_COLUMNS = ['Line', 'Username', 'Entry', 'Result', 'Score', 'Opponent'];

/**
 * Import results: a lobby's result file (CSV), previewed first. The preview names every problem by
 * line and writes nothing; Import sends the same file again, which the server checks again and
 * writes at once, only when it has no problem.
 */
export function ImportResults({ detail }: { detail: AdminMatchDetail }) {
  const { match } = detail;
  const id = useId();
  const utils = trpc.useUtils();
  const [file, setFile] = useState('');
  const [previewed, setPreviewed] = useState<{ file: string; preview: ResultImportPreview } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = trpc.adminMatches.previewResultImport.useMutation();
  const confirm = trpc.adminMatches.importResults.useMutation();
  const cancelled = match.status === 'cancelled';
  const disabled = cancelled || preview.isPending || confirm.isPending;

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > MAX_RESULT_FILE_CHARS) {
      setProblem('Keep the result file to 100 KB (it takes at most 500 rows)');
      return;
    }
    setFile(await chosen.text());
    setPreviewed(null);
    setProblem(null);
  };

  const runPreview = async () => {
    setProblem(null);
    try {
      setPreviewed({ file, preview: await preview.mutateAsync({ id: match.id, file }) });
    } catch (error) {
      setPreviewed(null);
      setProblem(errorText(error, 'Could not read the file.'));
    }
  };

  const runImport = async () => {
    if (!previewed) return;
    setProblem(null);
    try {
      const saved = await confirm.mutateAsync({ id: match.id, file: previewed.file });
      toast.success(
        `${importLabel(previewed.preview.rows.length).replace('Import ', '')} imported for ${saved.game} match ${saved.number}.`,
      );
      setPreviewed(null);
      setFile('');
    } catch (error) {
      setProblem(errorText(error, 'Could not import the results.'));
    }
    await utils.adminMatches.invalidate();
  };

  const current = previewed?.file === file ? previewed.preview : null;
  // A cancelled match takes no results; the results form says so.
  if (cancelled) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Import results
        </h2>
        <p className="text-sm text-muted-foreground">{importHint(match.scoringFormat)}</p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-upload`}>Result file (CSV)</Label>
        <input
          id={`${id}-upload`}
          type="file"
          accept=".csv,text/csv,text/plain"
          disabled={disabled}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>Or paste it</Label>
        <Textarea
          id={`${id}-text`}
          rows={5}
          value={file}
          disabled={disabled}
          spellCheck={false}
          className="font-mono text-xs"
          placeholder={PLACEHOLDERS[match.scoringFormat]}
          onChange={(event) => setFile(event.target.value)}
        />
      </div>
      <FormError message={problem ?? undefined} />
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={disabled || !file.trim()}
          onClick={() => void runPreview()}
        >
          {preview.isPending ? 'Reading…' : 'Preview'}
        </Button>
        {current && (
          <Button
            type="button"
            disabled={disabled || current.errors.length > 0}
            onClick={() => void runImport()}
          >
            {confirm.isPending ? 'Importing…' : importLabel(current.rows.length)}
          </Button>
        )}
      </div>
      {current && <PreviewTable preview={current} />}
    </section>
  );
}

function PreviewTable({ preview }: { preview: ResultImportPreview }) {
  const placement = preview.scoringFormat === 'placement';
  return (
    <div className="flex flex-col gap-3" data-testid="import-preview">
      {preview.errors.length > 0 ? (
        <div role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
          <p className="font-medium text-destructive">
            {preview.errors.length === 1 ? '1 problem' : `${preview.errors.length} problems`}: fix the file
            and preview it again. Nothing was saved.
          </p>
          <ul className="mt-2 list-disc pl-5">
            {preview.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p role="status" className="text-sm">
          No problems: {preview.rows.length} result{preview.rows.length === 1 ? '' : 's'} ready to import.
        </p>
      )}
      {preview.rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The file's rows as they would be recorded</caption>
            <thead className="text-xs text-muted-foreground uppercase">
              <tr>
                {[...(placement ? PLACEMENT_COLUMNS : HEAD_TO_HEAD_COLUMNS), 'Points', 'Problems'].map(
                  (label) => (
                    <th key={label} scope="col" className="py-2 pr-3 last:pr-0">
                      {label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y">
              {preview.rows.map((row) => (
                <tr key={row.line} aria-invalid={row.errors.length > 0 || undefined}>
                  <td className="py-2 pr-3 tabular-nums">{row.line}</td>
                  <td className="py-2 pr-3 font-mono text-xs">{row.username || '—'}</td>
                  <td className="py-2 pr-3">{row.name ?? '—'}</td>
                  {placement ? (
                    <>
                      <td className="py-2 pr-3 tabular-nums">{row.rank ?? '—'}</td>
                      <td className="py-2 pr-3 tabular-nums">{row.finishes ?? '—'}</td>
                    </>
                  ) : (
                    <>
                      <td className="py-2 pr-3">{row.outcome ?? '—'}</td>
                      <td className="py-2 pr-3 tabular-nums">{`${row.scoreFor ?? 0}–${row.scoreAgainst ?? 0}`}</td>
                      <td className="py-2 pr-3 font-mono text-xs">{row.opponent ?? 'bye'}</td>
                    </>
                  )}
                  <td className="py-2 pr-3 tabular-nums">{row.points ?? '—'}</td>
                  <td className="py-2">
                    {row.errors.length ? (
                      <FieldError className="text-xs">{row.errors.join('; ')}</FieldError>
                    ) : (
                      <Badge variant="secondary">OK</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
