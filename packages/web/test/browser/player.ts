/**
 * A player who plays only by clicking the page like a person would: keep, play a land, cast what it
 * can (taking an opponent as the target), attack with everything, never block. Each step picks the next
 * control in the page (one evaluate) and then clicks it with a real mouse click.
 */
import type { Page } from 'playwright-core';

export type Step = 'acted' | 'idle' | 'over';

/** Runs in the page: marks the control to click next with data-e2e="next". */
function pickNext(): string {
  const doc = document;
  for (const el of doc.querySelectorAll('[data-e2e]')) el.removeAttribute('data-e2e');
  if (doc.querySelector('[data-result]')) return 'over';
  const panel = doc.querySelector<HTMLElement>('section.decision');
  if (!panel) return 'idle';
  const mark = (el: Element | null | undefined): string => {
    if (!el) return 'idle';
    el.setAttribute('data-e2e', 'next');
    return 'click';
  };
  const enabled = (sel: string): HTMLElement | null =>
    [...panel.querySelectorAll<HTMLButtonElement>(sel)].find((b) => !b.disabled) ?? null;
  const w = window as unknown as { __castAt?: string };
  const decisions = doc.querySelector('main.table-page')?.getAttribute('data-decisions') ?? '';
  const me = (doc.querySelector('.side-head span')?.textContent ?? '').replace(/^You:\s*/, '');
  switch (panel.dataset['kind']) {
    case 'mulligan':
      return mark(panel.querySelector('button.primary'));
    case 'priority': {
      const form = panel.querySelector('form.builder');
      if (form) {
        const modes = [...form.querySelectorAll<HTMLInputElement>('.mode input')];
        if (modes.length && !modes.some((m) => m.checked)) return mark(modes[0]);
        const submit = form.querySelector<HTMLButtonElement>('button[type=submit]');
        if (submit && !submit.disabled) return mark(submit);
        const targets = [...form.querySelectorAll<HTMLButtonElement>('.target-btn[aria-pressed="false"]')];
        const opp = targets.find((b) => b.textContent !== me) ?? targets[0];
        if (opp) return mark(opp);
        return mark([...form.querySelectorAll('button[type=button]')].pop());
      }
      const land = panel.querySelector('.action-btn[data-kind="playLand"]');
      if (land) return mark(land);
      const cast = panel.querySelector('.action-btn[data-kind="cast"]');
      if (cast && w.__castAt !== decisions) {
        w.__castAt = decisions;
        return mark(cast);
      }
      return mark(panel.querySelector('button[data-action="pass"]'));
    }
    case 'declareAttackers': {
      const box = [...panel.querySelectorAll<HTMLInputElement>('.combat-list input[type=checkbox]')].find(
        (b) => !b.checked,
      );
      return mark(box ?? panel.querySelector('button.primary'));
    }
    case 'declareBlockers':
      return mark(panel.querySelector('button.primary'));
    default: {
      const submit = enabled('button.primary');
      if (submit) return mark(submit);
      const choice = panel.querySelector(
        '.choice-cards [role=button][aria-pressed="false"], .target-btn[aria-pressed="false"], .option-list input:not(:checked)',
      );
      return mark(choice ?? enabled('.buttons button'));
    }
  }
}

/** Makes one click on the page if a decision is shown; reports whether the game is over. */
export async function actOnce(page: Page): Promise<Step> {
  const r = await page.evaluate(pickNext).catch(() => 'idle');
  if (r === 'over') return 'over';
  if (r !== 'click') return 'idle';
  try {
    await page.locator('[data-e2e="next"]').first().click({ timeout: 2000, force: true });
    return 'acted';
  } catch {
    return 'idle';
  }
}

/** Plays on all pages until the game ends or the time runs out. */
export async function playToEnd(
  pages: readonly Page[],
  ms: number,
  onIdle?: () => Promise<void>,
  onActed?: (p: Page) => Promise<void>,
): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    let acted = false;
    for (const p of pages) {
      const before = await p
        .locator('main.table-page')
        .getAttribute('data-decisions', { timeout: 500 })
        .catch(() => null);
      const r = await actOnce(p);
      if (r === 'over') return;
      if (r === 'acted') {
        acted = true;
        // Wait for the page to change (a new state, a new control, or a refusal) before the next click.
        await p
          .waitForFunction(
            (b) =>
              document.querySelector('main.table-page')?.getAttribute('data-decisions') !== b ||
              document.querySelector('[data-e2e="next"]') === null ||
              document.querySelector('.refused') !== null,
            before,
            { timeout: 2000, polling: 25 },
          )
          .catch(() => undefined);
        if (onActed) await onActed(p);
      }
    }
    if (!acted) {
      if (onIdle) await onIdle();
      await pages[0]!.waitForTimeout(50);
    }
  }
  for (let i = 0; i < pages.length; i++)
    await pages[i]!.screenshot({ path: `${process.env['ARBITER_SHOTS'] ?? '/tmp'}/stuck-${i}.png` }).catch(
      () => undefined,
    );
  throw new Error(`the game did not end within ${ms / 1000}s`);
}
