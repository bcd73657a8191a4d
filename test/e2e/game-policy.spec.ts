import { expect, gotoReady, test, useLanguage } from './fixtures.ts';

// The Game Policy page publishes the championship's rules (docs/decisions/0025-championship-rules.md)
// under the organiser's text, in English and in Hindi, its numbers from the settings: the pool
// table, each game's scoring and check-in, season points. Screenshots of both are kept with the run.

test.describe('the Game Policy page', () => {
  test('shows the championship rules with their numbers in English and in Hindi', async ({
    page: p,
    context,
  }, testInfo) => {
    await useLanguage(context, 'en');
    await gotoReady(p, '/game-policy');
    const rules = p.getByRole('region', { name: 'Championship rules' });
    await rules.waitFor();
    const pools = rules.getByRole('table', { name: 'Pool sizes and real chances' });
    await expect(pools.getByRole('row')).toHaveCount(9);
    await expect(pools.getByRole('row').nth(1)).toContainText('280');
    await expect(pools).toContainText('30.1 %');
    const scoring = rules.getByRole('table', { name: 'Scoring and check-in by game' });
    await expect(scoring.getByRole('row', { name: /BGMI/ })).toContainText('1: 10, 2: 6');
    await expect(rules.getByTestId('season-points')).toContainText('1st: 100');
    await testInfo.attach('game-policy-en', {
      body: await p.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await useLanguage(context, 'hi');
    await gotoReady(p, '/game-policy');
    const hindi = p.getByRole('region', { name: 'चैंपियनशिप के नियम' });
    await hindi.waitFor();
    await expect(hindi.getByRole('table', { name: 'पूल का आकार और असली मौका' })).toContainText('280');
    await expect(hindi.getByTestId('season-points')).toContainText('पहला स्थान: 100');
    await expect(p.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await testInfo.attach('game-policy-hi', {
      body: await p.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
});
