import { checkedIn } from './check-in.ts';
import { checkResults, lineupOf } from './lineup.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parse } from 'csv-parse/sync';
import { HEAD_TO_HEAD_POINTS, lobbyPoints } from '../../shared/championship-rules.ts';
import {
  matchResultsSchema,
  type MatchResultInput,
  type ResultImportPreview,
  type ScoredResult,
} from '../../shared/matches.ts';
import type { ScoringFormat } from '../../shared/registration-rules.ts';
import { AppError } from '../errors.ts';
import { entriesOfGameUsernames, paidGroupMembers } from '../registration/service.ts';
import { MatchResult, type Match } from './entities.ts';

// A lobby's result file, imported in two steps (docs/decisions/0025-championship-rules.md,
// "Results and scoring"): the preview reads and checks it and writes nothing; the confirmation
// sends the same file, which is read and checked again in the transaction that writes it, and
// refused unless it has no problem. The file is the token: nothing is kept between the steps, so a
// confirmation never writes what the organiser did not see, and confirming twice writes the same.
//
// Columns, by header, in any order and case: `username, placement, finishes` for lobby placement,
// `username, result, score_for, score_against` for head-to-head, where `result` is win, loss, draw
// or bye. Head-to-head takes an optional `opponent` column (the opponent's username; empty for a
// bye), since the decision's file has none and Buchholz needs who met whom; without it, rows keep
// the opponent already recorded for them in this match, or none. The username is the game
// username of any member of a squad: the lobby lists players, and each of them names their entry.
// Two rows naming one entry are a duplicate.

const COLUMNS: Record<ScoringFormat, { required: string[]; optional: string[] }> = {
  placement: { required: ['username', 'placement'], optional: ['finishes'] },
  'head-to-head': { required: ['username', 'result'], optional: ['score_for', 'score_against', 'opponent'] },
};

const MAX_ROWS = 500;

interface Row {
  line: number;
  cells: Record<string, string>;
}

type PreviewRow = ResultImportPreview['rows'][number];

/** The file's data rows by header name, or the one problem that stops it being read at all. */
function readFile(file: string, format: ScoringFormat): { rows: Row[]; problem?: string } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(file, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    return { rows: [], problem: `The file is not valid CSV: ${(error as Error).message}` };
  }
  const [header, ...data] = records;
  if (!header) return { rows: [], problem: 'The file has no rows' };
  const names = header.record.map((name) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
  const { required, optional } = COLUMNS[format];
  const missing = required.filter((column) => !names.includes(column));
  if (missing.length)
    return {
      rows: [],
      problem: `Line ${header.info.lines}: the header needs the column${missing.length === 1 ? '' : 's'} ${missing.join(', ')} (this game's file has ${[...required, ...optional].join(', ')})`,
    };
  if (!data.length) return { rows: [], problem: 'The file has a header but no results' };
  if (data.length > MAX_ROWS)
    return { rows: [], problem: `The file has ${data.length} results; import at most ${MAX_ROWS} at once` };
  return {
    rows: data.map(({ record, info }) => ({
      line: info.lines,
      cells: Object.fromEntries(names.map((name, i) => [name, record[i]?.trim() ?? ''])),
    })),
  };
}

/** A cell's whole number from 0 to `max`; undefined when blank, an error sentence when not one. */
function wholeCell(text: string | undefined, label: string, max: number): number | undefined | string {
  if (!text) return undefined;
  if (!/^\d+$/.test(text)) return `${label} "${text}" is not a whole number`;
  const value = Number(text);
  return value > max ? `${label} ${text} is more than ${max.toLocaleString('en-IN')}` : value;
}

/** Where a row stands before its format's columns: its entry, or why it has none. */
interface RowStart {
  line: number;
  username: string;
  participantId: string | null;
  name: string | null;
  errors: string[];
}

type EntryOf = (username: string) => { id: string } | { error: string };

/** A row's whole-number cells; a cell that is not one adds its sentence to `errors`. */
function numbersOf(cells: Record<string, string>, errors: string[], columns: [string, string, number][]) {
  const numbers: Record<string, number | undefined> = {};
  for (const [column, label, max] of columns) {
    const value = wholeCell(cells[column], label, max);
    if (typeof value === 'string') errors.push(value);
    else numbers[column] = value;
  }
  return numbers;
}

function placementRow(start: RowStart, cells: Record<string, string>) {
  const { errors, participantId } = start;
  const numbers = numbersOf(cells, errors, [
    ['placement', 'Placement', 10_000],
    ['finishes', 'Finishes', 1_000],
  ]);
  if (!cells.placement) errors.push('the placement is missing');
  else if (numbers.placement === 0) errors.push('Placement 0 is out of range: the winner is 1');
  const preview: PreviewRow = {
    ...start,
    rank: numbers.placement ?? null,
    finishes: numbers.finishes ?? 0,
    outcome: null,
    opponent: null,
    scoreFor: null,
    scoreAgainst: null,
    points: null,
  };
  const input: MatchResultInput | null =
    participantId && !errors.length
      ? { participantId, rank: numbers.placement, finishes: numbers.finishes ?? 0 }
      : null;
  return { preview, input };
}

const RESULTS = { win: 'win', loss: 'loss', draw: 'draw', bye: 'win' } as const;

/**
 * The opponent a head-to-head row names: by username in the opponent column (empty: none), or,
 * in a file without the column, the one recorded for the entry in this match before.
 */
function opponentOf(
  start: RowStart,
  cells: Record<string, string>,
  entryOf: EntryOf,
  recordedOpponent: (participantId: string) => string | null,
): string | null {
  if (!('opponent' in cells)) return start.participantId ? recordedOpponent(start.participantId) : null;
  if (!cells.opponent) return null;
  const opponent = entryOf(cells.opponent);
  if ('error' in opponent) {
    start.errors.push(`opponent: ${opponent.error}`);
    return null;
  }
  return opponent.id;
}

function headToHeadRow(
  start: RowStart,
  cells: Record<string, string>,
  entryOf: EntryOf,
  recordedOpponent: (participantId: string) => string | null,
) {
  const { errors, participantId } = start;
  const numbers = numbersOf(cells, errors, [
    ['score_for', 'Score for', 1_000],
    ['score_against', 'Score against', 1_000],
  ]);
  const result = (cells.result ?? '').toLowerCase();
  const outcome = Object.hasOwn(RESULTS, result) ? RESULTS[result as keyof typeof RESULTS] : undefined;
  if (!outcome)
    errors.push(result ? `result "${cells.result}" is not win, loss, draw or bye` : 'the result is missing');
  const opponentId = result === 'bye' ? null : opponentOf(start, cells, entryOf, recordedOpponent);
  const preview: PreviewRow = {
    ...start,
    rank: null,
    finishes: null,
    outcome: outcome ?? null,
    opponent: result === 'bye' ? null : cells.opponent || null,
    scoreFor: numbers.score_for ?? 0,
    scoreAgainst: numbers.score_against ?? 0,
    points: null,
  };
  if (!participantId || errors.length) return { preview, input: null };
  const score = { scoreFor: numbers.score_for ?? 0, scoreAgainst: numbers.score_against ?? 0 };
  return { preview, input: { participantId, outcome, opponentId, ...score } };
}

/** A stored result as the shared rules read it. */
export const scoredOf = (r: MatchResult): ScoredResult => ({
  participantId: r.participant.id,
  rank: r.rank,
  finishes: r.finishes,
  outcome: r.outcome,
  opponentId: r.opponent?.id ?? null,
  scoreFor: r.scoreFor,
  scoreAgainst: r.scoreAgainst,
});

/**
 * Reads and checks a result file against the match: every problem named with its line, the rows as
 * they would be recorded, and the results to write when there is no problem. Writes nothing.
 */
export async function readResultFile(
  em: EntityManager,
  match: Match,
  file: string,
): Promise<ResultImportPreview & { results: MatchResultInput[] }> {
  const game = match.group.qualifier.game;
  const format = game.scoringFormat;
  const { rows, problem } = readFile(file, format);
  if (problem) return { scoringFormat: format, rows: [], errors: [problem], results: [] };

  const members = await paidGroupMembers(em, match.group.id);
  const usernames = rows.flatMap((r) => [r.cells.username ?? '', r.cells.opponent ?? '']);
  const accounts = new Map(
    (await entriesOfGameUsernames(em, usernames)).map((account) => [account.username, account]),
  );
  const recorded = (await em.find(MatchResult, { match })).map(scoredOf);
  const present = await checkedIn(
    em,
    match.id,
    members.map((m) => m.id),
  );

  const entryOf: EntryOf = (username) => {
    const account = accounts.get(username.toUpperCase());
    if (!account) return { error: `unknown username ${username}` };
    if (!account.paid || !members.some((m) => m.id === account.participantId))
      return { error: `${username} does not play in this match's pool` };
    if (!present.has(account.participantId))
      return { error: `${username} did not check in to this match (a no-show gets no result)` };
    return { id: account.participantId };
  };
  const recordedOpponent = (participantId: string) =>
    recorded.find((r) => r.participantId === participantId)?.opponentId ?? null;

  const previews: PreviewRow[] = [];
  const inputs: (MatchResultInput | null)[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of rows) {
    const errors: string[] = [];
    const username = cells.username ?? '';
    const entry = username ? entryOf(username) : { error: 'the username is missing' };
    if ('error' in entry) errors.push(entry.error);
    else if (firstLineOf.has(entry.id))
      errors.push(
        `${username} names the same entry as line ${firstLineOf.get(entry.id)} (one row per entry)`,
      );
    else firstLineOf.set(entry.id, line);
    const participantId = 'id' in entry ? entry.id : null;
    const start = {
      line,
      username,
      participantId,
      name: members.find((m) => m.id === participantId)?.name ?? null,
      errors,
    };
    const read =
      format === 'placement'
        ? placementRow(start, cells)
        : headToHeadRow(start, cells, entryOf, recordedOpponent);
    previews.push(read.preview);
    inputs.push(read.input);
  }

  // The rules every result follows, entered or imported (shared/matches.ts), on the rows that read.
  const readable = inputs.flatMap((input, i) => (input ? [{ input, row: previews[i]! }] : []));
  // A built line-up (lineup.ts) decides each lobby's placements and each pairing.
  const given = readable.map((r) => r.input);
  const checked = checkResults(format, given, members, recorded, await lineupOf(em, match.id));
  for (const issue of [...checked.issues, ...checked.unpaired])
    readable[issue.index]!.row.errors.push(lowerFirst(issue.message));
  const scoring = { placementPoints: game.placementPoints, pointsPerFinish: game.pointsPerFinish };
  checked.results.forEach((result, i) => {
    const row = readable[i]!.row;
    if (row.errors.length) return;
    row.points =
      format === 'placement'
        ? lobbyPoints({ placement: result.rank, finishes: result.finishes }, scoring)
        : HEAD_TO_HEAD_POINTS[result.outcome];
  });
  const errors = previews.flatMap((row) => row.errors.map((error) => `Line ${row.line}: ${error}`));
  return {
    scoringFormat: format,
    rows: previews,
    errors,
    results: errors.length ? [] : readable.map((r) => r.input),
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The preview's answer: the import's reading of the file, without the results it would write. */
export function previewOf({ results: _results, ...preview }: Awaited<ReturnType<typeof readResultFile>>) {
  return preview;
}

/** Refuses a file with problems, naming the first few; the results to write otherwise. */
export function confirmedResults(read: Awaited<ReturnType<typeof readResultFile>>): MatchResultInput[] {
  if (read.errors.length)
    throw new AppError(
      'BAD_REQUEST',
      `The file has ${read.errors.length === 1 ? 'a problem' : `${read.errors.length} problems`}; nothing was imported. ${read.errors.slice(0, 5).join('; ')}${read.errors.length > 5 ? '; …' : ''}`,
      { reason: 'match.import_errors' },
    );
  return matchResultsSchema.parse(read.results);
}
