import type { ReactNode } from 'react';
import type { ChampionshipPolicy } from '../../shared/championship-policy.ts';
import { findPass } from '../../shared/passes.ts';
import { formatCount, formatMoney } from '../i18n/format.ts';
import { formatLabel } from '../lib/registration-labels.ts';
import { useTierTexts } from '../lib/tier-texts.ts';
import { PrizesFixedNote } from '../components/e-sport-notes.tsx';
import { trpc } from '../lib/trpc.ts';
import { m } from '../../paraglide/messages.js';

// The championship's rules under the Game Policy page's own text
// (docs/decisions/0025-championship-rules.md): the words are the page's messages, every number is
// the server's (GET /api/championship-rules), so a changed setting shows here with no edit.

const TABLE = [
  'w-full text-sm tabular-nums',
  '[&_td]:px-2 [&_td]:py-2 [&_th]:px-2 [&_th]:py-2 [&_th]:text-left',
  '[&_tbody_tr]:border-t [&_tbody_th]:font-medium',
].join(' ');

export function ChampionshipRules() {
  const rules = trpc.page.championshipRules.useQuery();
  if (!rules.data) return null;
  const policy = rules.data;
  return (
    <section
      id="championship-rules"
      aria-labelledby="championship-rules-heading"
      className="flex flex-col gap-6"
      data-testid="championship-rules"
    >
      <h2 id="championship-rules-heading" className="text-2xl font-semibold">
        {m.site_rules_heading()}
      </h2>
      <p className="text-muted-foreground">{m.site_rules_intro()}</p>
      <Pools policy={policy} />
      <Part title={m.site_rules_not_full_heading()}>
        <p>{m.site_rules_not_full_text()}</p>
        <ul className="list-disc pl-6">
          <li>{m.site_rules_not_full_play()}</li>
          <li>{m.site_rules_not_full_merge()}</li>
          <li>{m.site_rules_not_full_cancel()}</li>
        </ul>
      </Part>
      <Part title={m.site_rules_check_in_heading()}>
        <p>
          {m.site_rules_check_in_text({
            opens: formatCount(policy.checkIn.opensMinutes),
            closes: formatCount(policy.checkIn.closesMinutes),
          })}
        </p>
        <p>{m.site_rules_no_show()}</p>
      </Part>
      <Scoring policy={policy} />
      <Part title={m.site_rules_standings_heading()}>
        <ul className="list-disc pl-6">
          <li>{m.site_rules_standings_placement()}</li>
          <li>{m.site_rules_standings_head_to_head()}</li>
          <li>{m.site_rules_standings_shared()}</li>
        </ul>
      </Part>
      <Part title={m.site_rules_prizes_heading()}>
        <p>{m.site_rules_cash_every_match({ matches: formatCount(policy.matchesPerQualifier) })}</p>
        <p>{m.site_rules_ties_boundary()}</p>
        <p>{m.site_rules_closing({ hours: formatCount(policy.autoCloseAfterHours) })}</p>
        <PrizesFixedNote />
      </Part>
      <Season policy={policy} />
    </section>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">{title}</h3>
      {children}
    </section>
  );
}

const percent = (value: number) => m.site_rules_percent({ value: formatCount(value) });

function Pools({ policy }: { policy: ChampionshipPolicy }) {
  const tiers = useTierTexts();
  return (
    <Part title={m.site_rules_pools_heading()}>
      <p>{m.site_rules_pools_text()}</p>
      <div className="overflow-x-auto rounded-xl border">
        <table className={TABLE} data-testid="pool-sizes">
          <caption className="sr-only">{m.site_rules_pools_caption()}</caption>
          <thead className="bg-muted/50 text-xs text-muted-foreground">
            <tr>
              <th scope="col">{m.site_rules_col_format()}</th>
              <th scope="col">{m.site_rules_col_risk()}</th>
              <th scope="col">{m.site_rules_col_pass()}</th>
              <th scope="col">{m.site_rules_col_promised()}</th>
              <th scope="col">{m.site_rules_col_places()}</th>
              <th scope="col">{m.site_rules_col_size()}</th>
              <th scope="col">{m.site_rules_col_real()}</th>
            </tr>
          </thead>
          <tbody>
            {policy.pools.map((pool) => (
              <tr key={`${pool.playFormat}-${pool.riskCategory}-${pool.priceCategory}`}>
                <td>{formatLabel(pool.playFormat)}</td>
                <td>{tiers.name(pool.riskCategory)}</td>
                <td>
                  {formatMoney(
                    findPass(pool.playFormat, pool.priceCategory)?.price ?? Number(pool.priceCategory),
                  )}
                </td>
                <td>{percent(pool.promisedPercent)}</td>
                <td>{formatCount(pool.prizePlaces)}</td>
                <td>{formatCount(pool.size)}</td>
                <td>{percent(pool.realPercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Part>
  );
}

function pointsText(game: ChampionshipPolicy['games'][number], policy: ChampionshipPolicy): string {
  if (game.scoringFormat === 'head-to-head') return m.site_rules_head_to_head_points(policy.headToHead);
  const places = game.placementPoints.map((points, index) =>
    m.site_rules_place_points({ place: formatCount(index + 1), points: formatCount(points) }),
  );
  const perFinish = game.pointsPerFinish
    ? [m.site_rules_per_finish({ points: formatCount(game.pointsPerFinish) })]
    : [];
  return [...places, m.site_rules_lower_places(), ...perFinish].join(', ');
}

function Scoring({ policy }: { policy: ChampionshipPolicy }) {
  return (
    <Part title={m.site_rules_scoring_heading()}>
      <div className="overflow-x-auto rounded-xl border">
        <table className={TABLE} data-testid="game-scoring">
          <caption className="sr-only">{m.site_rules_scoring_caption()}</caption>
          <thead className="bg-muted/50 text-xs text-muted-foreground">
            <tr>
              <th scope="col">{m.site_rules_col_game()}</th>
              <th scope="col">{m.site_rules_col_scoring()}</th>
              <th scope="col">{m.site_rules_col_points()}</th>
              <th scope="col">{m.site_rules_col_check_in()}</th>
            </tr>
          </thead>
          <tbody>
            {policy.games.map((game) => (
              <tr key={game.name}>
                <th scope="row">
                  <bdi>{game.name}</bdi>
                </th>
                <td>
                  {game.scoringFormat === 'placement'
                    ? m.site_rules_scoring_placement()
                    : m.site_rules_scoring_head_to_head()}
                </td>
                <td>{pointsText(game, policy)}</td>
                <td>
                  {m.site_rules_check_in_window({
                    opens: formatCount(game.checkInOpensMinutes),
                    closes: formatCount(game.checkInClosesMinutes),
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{m.site_rules_head_to_head_text()}</p>
      <p>
        {m.site_rules_results_text({
          minutes: formatCount(policy.reportWindowMinutes),
          hours: formatCount(policy.disputeWindowHours),
        })}
      </p>
    </Part>
  );
}

function Season({ policy }: { policy: ChampionshipPolicy }) {
  const points = policy.seasonPoints;
  const count = (value: number) => ({ points: formatCount(value) });
  return (
    <Part title={m.site_rules_season_heading()}>
      <p>{m.site_rules_season_text({ qualifiers: formatCount(policy.qualifiersPerSeason) })}</p>
      <ul className="list-disc pl-6" data-testid="season-points">
        <li>{m.site_rules_season_first(count(points.first))}</li>
        <li>{m.site_rules_season_second(count(points.second))}</li>
        <li>{m.site_rules_season_third(count(points.third))}</li>
        <li>{m.site_rules_season_other_prize(count(points.otherPrizePlace))}</li>
        <li>{m.site_rules_season_played(count(points.playedEveryMatch))}</li>
      </ul>
      <p>
        {m.site_rules_semi_finals({
          solo: formatCount(policy.semiFinalInvites.solo),
          squad: formatCount(policy.semiFinalInvites.squad),
          matches: formatCount(policy.matchesPerQualifier),
        })}
      </p>
      <p>
        {m.site_rules_finals({
          solo: formatCount(policy.finalInvites.solo),
          squad: formatCount(policy.finalInvites.squad),
        })}
      </p>
    </Part>
  );
}
