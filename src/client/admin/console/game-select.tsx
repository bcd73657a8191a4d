import { NativeSelect, NativeSelectOption } from '../../components/ui/native-select.tsx';
import { trpc } from '../../lib/trpc.ts';

/**
 * A game by slug, chosen from the games the server lists: a filter's ('' for all games), or a
 * form's, whose empty choice reads `allLabel` ('Choose a game').
 */
export function GameSelect({
  id,
  value,
  onChange,
  allLabel = 'All games',
}: {
  id: string;
  value: string;
  onChange: (game: string) => void;
  /** The choice of no one game; null: there is none (a game must be chosen). */
  allLabel?: string | null;
}) {
  const games = trpc.games.list.useQuery();
  return (
    <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
      {allLabel !== null && <NativeSelectOption value="">{allLabel}</NativeSelectOption>}
      {games.data?.map((g) => (
        <NativeSelectOption key={g.id} value={g.slug}>
          {g.name}
        </NativeSelectOption>
      ))}
      {/* A game in the URL before the list is in (or not in it) still shows as chosen. */}
      {value && !games.data?.some((g) => g.slug === value) && (
        <NativeSelectOption value={value}>{value}</NativeSelectOption>
      )}
    </NativeSelect>
  );
}
