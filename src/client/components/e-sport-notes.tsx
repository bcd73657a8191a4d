import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { cn } from '../lib/utils.ts';
import { m } from '../../paraglide/messages.js';

// Wording that reads as an e-sport, not a money game (issue 27; the Promotion and Regulation of
// Online Gaming Act 2025 allows a participation fee and performance-based prizes): what a player
// pays is an entry fee for one qualifier, and every prize table says how its prizes are won.

/** Next to every prize table: prizes fixed in advance, awarded on placement and points, and the rules. */
export function PrizesFixedNote({ className }: { className?: string }) {
  return (
    <p className={cn('text-sm text-muted-foreground', className)} data-testid="prizes-fixed-note">
      {m.prizes_fixed_note()}{' '}
      <Link
        to={`${paths.gamePolicy}#championship-rules`}
        className="text-primary underline underline-offset-4"
      >
        {m.prizes_fixed_rules_link()}
      </Link>
    </p>
  );
}

/** Near an amount a player pays or paid: "Entry fee for one qualifier". */
export function EntryFeeLine({ className }: { className?: string }) {
  return (
    <span className={cn('text-xs text-muted-foreground', className)}>{m.fee_entry_one_qualifier()}</span>
  );
}
