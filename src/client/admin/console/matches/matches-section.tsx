import { useSearchParams } from 'react-router-dom';
import { MatchDetail } from './match-detail.tsx';
import { MatchesList } from './matches-list.tsx';
import { readMatchesView } from './matches-params.ts';

/** The console's Matches section: the list of matches, or one match when `match` names one. */
export function MatchesSection() {
  const [params] = useSearchParams();
  const { match } = readMatchesView(params);
  return match ? <MatchDetail id={match} /> : <MatchesList />;
}
