import type { EventParams } from '../catalogue.ts';
import type { TextsOf } from './text.ts';

// Results: a match's result and the pool rank it gives, a dispute decided, a pool's close, and an
// invitation to the season's next stage.

type ResultsEvent = 'result.recorded' | 'dispute.answered' | 'qualifier.closed' | 'season.invited';

const count = (n: string | number | undefined, one: string, many: string) =>
  `${Number(n ?? 0).toLocaleString('en-IN')} ${Number(n) === 1 ? one : many}`;

/** "You placed #2 with 3 finishes: 14 points." — the match, in the game's scoring format. */
function resultEn(p: EventParams): string {
  const scored = count(p.points, 'point', 'points');
  if (p.outcome === 'placement')
    return `You placed #${p.rank} with ${count(p.finishes, 'finish', 'finishes')}: ${scored}.`;
  if (p.outcome === 'bye') return `You had a bye, which counts as a win: ${scored}.`;
  const verb = { win: 'won', loss: 'lost', draw: 'drew' }[String(p.outcome)] ?? 'played';
  return `You ${verb}${p.score ? ` ${p.score}` : ''}: ${scored}.`;
}

function resultHi(p: EventParams): string {
  const scored = `${p.points} पॉइंट्स`;
  if (p.outcome === 'placement') return `आप ${p.finishes} फ़िनिश के साथ #${p.rank} पर रहे: ${scored}।`;
  if (p.outcome === 'bye') return `आपको बाय मिला, जो जीत गिना जाता है: ${scored}।`;
  const verb = { win: 'जीते', loss: 'हारे', draw: 'बराबरी पर रहे' }[String(p.outcome)] ?? 'खेले';
  return `आप ${p.score ? `${p.score} से ` : ''}${verb}: ${scored}।`;
}

/** The pool rank after the match, and whether it moved. */
function rankEn(p: EventParams): string {
  if (!p.poolRank) return '';
  if (p.previousRank && p.previousRank !== p.poolRank)
    return ` Your rank in the pool changed from ${p.previousRank} to ${p.poolRank}.`;
  return ` You are ranked ${p.poolRank} in your pool.`;
}

function rankHi(p: EventParams): string {
  if (!p.poolRank) return '';
  if (p.previousRank && p.previousRank !== p.poolRank)
    return ` पूल में आपकी रैंक ${p.previousRank} से बदलकर ${p.poolRank} हो गई।`;
  return ` पूल में आपकी रैंक ${p.poolRank} है।`;
}

export const RESULTS_TEXTS: TextsOf<ResultsEvent> = {
  'result.recorded': {
    en: (p) => ({ title: `Results of ${p.game} match ${p.match}`, body: resultEn(p) + rankEn(p) }),
    hi: (p) => ({ title: `${p.game} मैच ${p.match} के नतीजे`, body: resultHi(p) + rankHi(p) }),
  },
  'dispute.answered': {
    en: (p) => ({
      title: `Dispute decided: ${p.game} match ${p.match}`,
      body: 'The organisers decided the disputed result; their decision is final. Your result is on your dashboard.',
    }),
    hi: (p) => ({
      title: `विवाद का फ़ैसला: ${p.game} मैच ${p.match}`,
      body: 'आयोजकों ने विवादित नतीजे पर फ़ैसला कर दिया है; उनका फ़ैसला अंतिम है। आपका नतीजा आपके डैशबोर्ड पर है।',
    }),
  },
  'qualifier.closed': {
    en: (p) => ({
      title: `${p.game}: your pool has closed`,
      body: `Pool ${p.pool} of the qualifier is final: you finished ranked ${p.rank}. Your results and any prize are on your dashboard.`,
    }),
    hi: (p) => ({
      title: `${p.game}: आपका पूल बंद हुआ`,
      body: `क्वालिफ़ायर का पूल ${p.pool} अंतिम है: आप रैंक ${p.rank} पर रहे। आपके नतीजे और कोई इनाम हो तो वह आपके डैशबोर्ड पर है।`,
    }),
  },
  'season.invited': {
    en: (p) =>
      p.stage === 'final'
        ? {
            title: `You are invited to the ${p.game} National Finals`,
            body: `You finished the Semi-Finals ranked ${p.rank} with ${p.points} points. Accept or decline the invitation on your dashboard.`,
          }
        : {
            title: `You are invited to the ${p.game} Semi-Finals`,
            body: `You finished the season ranked ${p.rank} with ${p.points} season points. Accept or decline the invitation on your dashboard.`,
          },
    hi: (p) =>
      p.stage === 'final'
        ? {
            title: `आपको ${p.game} नेशनल फ़ाइनल्स का न्योता मिला है`,
            body: `आप सेमी-फ़ाइनल में ${p.points} पॉइंट्स के साथ रैंक ${p.rank} पर रहे। अपने डैशबोर्ड पर न्योता स्वीकार करें या मना करें।`,
          }
        : {
            title: `आपको ${p.game} सेमी-फ़ाइनल का न्योता मिला है`,
            body: `आप सीज़न में ${p.points} सीज़न पॉइंट्स के साथ रैंक ${p.rank} पर रहे। अपने डैशबोर्ड पर न्योता स्वीकार करें या मना करें।`,
          },
  },
};
