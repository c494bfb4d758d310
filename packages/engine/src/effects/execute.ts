/**
 * 608.2c–d: following a spell's or ability's instructions in order. Each Effect node is executed by its
 * verb's module (verbs/*.ts: the resolver, its log sentence and its rule citations); `VERBS` is the one
 * dispatch table. An effect that needs a player's choice returns a PendingDecision and is re-entered with the
 * answer (Task.answer), so resolution can stop and be saved at any point. Effects never mutate state before
 * they have their answer.
 */
import type { Effect } from '../cards/ability-tree.js';
import type { PendingDecision } from '../decisions/types.js';
import type { GameState } from '../state/types.js';
import { bindChosen, executeChoose } from './choose.js';
import { bindX } from './x-filters.js';
import { bindAmounts } from './amount-filters.js';
import { resolveAmount } from './refs.js';
import type { EffectsTask, Step, Verb } from './verb.js';
import type { VariantHooks } from '../turn/variant-hooks.js';
import { executeMultiplayer, setLifeTotals } from './multiplayer-effects.js';
import { voteEffect } from './voting.js';
import { changeTargetsEffect } from '../stack/change-targets.js';
import { grantPlayEffect } from '../stack/play-permissions.js';
import { anyNumber } from './any-number.js';
import { exileUntilLeaves } from './exile-until.js';
import { chooseFromHand } from './hand-choice.js';
import { lookAtTop } from './look.js';
import { populate } from './populate.js';
import { executeShield } from './prevention.js';
import { putFromHand } from './put-from-hand.js';
import { spellKeywordEffect } from './spell-keywords.js';
import { tapOrUntap } from './tap-choice.js';
import { exploreEffect } from './verbs/explore.js';
import { amassEffect } from './verbs/amass.js';
import { monstrosityEffect } from './verbs/monstrosity.js';
import { becomeSaddledEffect } from './verbs/become-saddled.js';
import { goadEffect } from './verbs/goad.js';
import { exploitEffect } from './verbs/exploit.js';
import { championEffect } from './verbs/champion.js';
import { bolsterEffect } from './verbs/bolster.js';
import { conniveEffect } from './verbs/connive.js';
import { fromOutsideGameEffect } from './verbs/from-outside-game.js';
import { proliferateEffect } from './verbs/proliferate.js';
import { abandonEffect } from './verbs/abandon.js';
import { addCountersEffect } from './verbs/add-counters.js';
import { addManaEffect } from './verbs/add-mana.js';
import { addPlayerCountersEffect } from './verbs/add-player-counters.js';
import { additionalLandsThisTurnEffect } from './verbs/additional-lands-this-turn.js';
import { attachEffect } from './verbs/attach.js';
import { cantCastThisTurnEffect } from './verbs/cant-cast-this-turn.js';
import { conditionalEffect } from './verbs/conditional.js';
import { ifDoneEffect } from './verbs/if-done.js';
import { copySpellEffect } from './verbs/copy-spell.js';
import { revealTopEffect } from './verbs/reveal-top.js';
import { counterUnlessPaysEffect } from './verbs/counter-unless-pays.js';
import { counterEffect } from './verbs/counter.js';
import { createEmblemEffect } from './verbs/create-emblem.js';
import { createTokenCopyEffect } from './verbs/create-token-copy.js';
import { becomeCopyEffect } from './verbs/become-copy.js';
import { myriadEffect } from './verbs/myriad.js';
import { encoreEffect } from './verbs/encore.js';
import { becomeMonarchEffect } from './verbs/become-monarch.js';
import { increaseSpeedEffect } from './verbs/increase-speed.js';
import { ringTemptsEffect } from './verbs/ring-tempts.js';
import { takeInitiativeEffect } from './verbs/take-initiative.js';
import { ventureEffect } from './verbs/venture.js';
import { eachUnlessEffect } from './verbs/each-unless.js';
import { becomeDayOrNightEffect } from './verbs/become-day-or-night.js';
import { createTokenEffect } from './verbs/create-token.js';
import { cumulativeUpkeep } from './verbs/cumulative-upkeep.js';
import { damageEffect } from './verbs/damage.js';
import { delayedTriggerEffect } from './verbs/delayed-trigger.js';
import { delayedEventTriggerEffect } from './verbs/delayed-event-trigger.js';
import { chooseCardNameEffect, searchNamedEffect } from './verbs/search-named.js';
import { earthbendEffect } from './verbs/earthbend.js';
import { airbendEffect } from './verbs/airbend.js';
import { destroyEffect } from './verbs/destroy.js';
import { discard } from './verbs/discard.js';
import { drawEffect } from './verbs/draw.js';
import { nextDrawInsteadEffect } from './verbs/next-draw-instead.js';
import { exchangeControlEffect } from './verbs/exchange-control.js';
import { exileIfDiesEffect } from './verbs/exile-if-dies.js';
import { noteResolutionEffect } from './verbs/note-resolution.js';
import { exileTopEffect } from './verbs/exile-top.js';
import { castObjectEffect } from './verbs/cast-object.js';
import { exileUntilEffect } from './verbs/exile-cards-until.js';
import { repeatProcessEffect } from './verbs/repeat.js';
import { chooseOneOfThemEffect } from './verbs/choose-one-of-them.js';
import { castFromHandEffect } from './verbs/cast-from-hand.js';
import { exileEffect } from './verbs/exile.js';
import { fightEffect } from './verbs/fight.js';
import { flipCoinEffect } from './verbs/flip-coin.js';
import { gainControlEffect } from './verbs/gain-control.js';
import { grantStaticEffect } from './verbs/grant-static.js';
import { keywordEffect } from './verbs/keyword-effect.js';
import { layeredEffect } from './verbs/layered.js';
import { lifeEffect } from './verbs/life.js';
import { manifestEffect } from './verbs/manifest.js';
import { millEffect } from './verbs/mill.js';
import { moveCountersEffect } from './verbs/move-counters.js';
import { optionalEffect } from './verbs/optional.js';
import { chooseOneEffect } from './verbs/choose-one.js';
import { grantFlashbackEffect } from './verbs/grant-flashback.js';
import { oneOfTargetsEffect } from './verbs/one-of-targets.js';
import { opponentsMayEffect } from './verbs/opponents-may.js';
import { forEachMovedEffect } from './verbs/for-each-moved.js';
import { playersChooseObjectsEffect } from './verbs/players-choose-objects.js';
import { exileOwnCardsEffect } from './verbs/exile-own-cards.js';
import { payOrNotEffect } from './verbs/pay-or-not.js';
import { payAnyManaEffect } from './verbs/pay-any-mana.js';
import { planeswalkEffect } from './verbs/planeswalk.js';
import { preventDamageEffect } from './verbs/prevent-damage.js';
import { pumpByEffect } from './verbs/pump-by.js';
import { pumpEffect } from './verbs/pump.js';
import { putInLibraryEffect } from './verbs/put-in-library.js';
import { putOntoBattlefieldEffect } from './verbs/put-onto-battlefield.js';
import { reflexiveTriggerEffect } from './verbs/reflexive-trigger.js';
import { regenerateEffect } from './verbs/regenerate.js';
import { returnChosenEffect } from './verbs/return-chosen.js';
import { returnToHandEffect } from './verbs/return-to-hand.js';
import { revealEffect } from './verbs/reveal.js';
import { sacrificeObjectEffect } from './verbs/sacrifice-object.js';
import { sacrifice } from './verbs/sacrifice.js';
import { scryOrSurveil } from './verbs/scry-or-surveil.js';
import { search } from './verbs/search.js';
import { shuffleIntoLibraryEffect } from './verbs/shuffle-into-library.js';
import { shuffleEffect } from './verbs/shuffle.js';
import { tapEffect } from './verbs/tap.js';
import { transformEffect } from './verbs/transform.js';
import { meldEffect } from './verbs/meld.js';
import { craftEffect } from './verbs/craft.js';
import { voteOutcomeEffect } from './verbs/vote-outcome.js';
import { moveZoneCards } from './zone-cards.js';

/** Runs the effects task until it finishes (returns true) or needs a decision. */
export function runEffectsTask(state: GameState, task: EffectsTask, hooks: VariantHooks): PendingDecision | null {
  while (task.index < task.effects.length) {
    if (state.result) return null;
    const raw = task.effects[task.index]!;
    // 608.2d: "the chosen color / type" of this resolution, once chosen, is that value.
    const x = bindX(task.ctx.chosen ? bindChosen(raw, task.ctx.chosen) : raw, task.ctx.x); // 107.3: "mana value X" is the announced X
    const e = bindAmounts(x, (a) => resolveAmount(state, task.ctx, a)); // 608.2h: "with power less than ~'s power" as it is followed
    const r = execute(state, task, e, hooks);
    if (r === 'yield') return null; // the task it queued is on top: it runs, then this effect is re-entered
    if (r !== 'done') return r;
    task.index++;
    task.step = 0;
    task.memo = [];
    task.answer = null;
    // A task the effect queued (e.g. a permanent's "as enters" choice, 614.12) runs before the next instruction.
    if (state.tasks[state.tasks.length - 1] !== task && state.tasks.includes(task)) return null;
  }
  return null;
}

/** One entry per effect verb (the mapped type makes the table exhaustive). */
const VERBS: { readonly [K in Effect['kind']]: Verb<K> } = {
  damage: damageEffect,
  destroy: destroyEffect,
  exile: exileEffect,
  returnToHand: returnToHandEffect,
  counter: counterEffect,
  transform: transformEffect,
  flip: transformEffect,
  meld: meldEffect,
  craft: craftEffect, // 702.167a
  tap: tapEffect,
  untap: tapEffect,
  counterUnlessPays: (state, task, e) => counterUnlessPaysEffect(state, task, e, runEffectsTask), // 605.4a: it pays a cost
  draw: drawEffect,
  nextDrawInstead: nextDrawInsteadEffect, // 614.1a, 614.6
  mill: millEffect,
  gainLife: lifeEffect,
  loseLife: lifeEffect,
  addCounters: addCountersEffect,
  moveCounters: moveCountersEffect,
  addPlayerCounters: addPlayerCountersEffect,
  createToken: createTokenEffect,
  addMana: addManaEffect,
  pump: pumpEffect,
  grantKeyword: pumpEffect,
  manifest: manifestEffect,
  reflexiveTrigger: reflexiveTriggerEffect,
  createEmblem: createEmblemEffect,
  createTokenCopy: createTokenCopyEffect,
  becomeCopy: becomeCopyEffect,
  myriad: myriadEffect,
  encore: encoreEffect,
  becomeMonarch: becomeMonarchEffect,
  increaseSpeed: increaseSpeedEffect,
  ringTempts: ringTemptsEffect,
  takeInitiative: takeInitiativeEffect,
  venture: ventureEffect,
  eachUnless: eachUnlessEffect,
  becomeDayOrNight: becomeDayOrNightEffect,
  copySpell: copySpellEffect,
  preventDamage: preventDamageEffect,
  layered: layeredEffect,
  gainControl: gainControlEffect,
  exchangeControl: exchangeControlEffect,
  fight: fightEffect,
  attach: attachEffect,
  shuffle: shuffleEffect,
  reveal: revealEffect,
  revealTop: revealTopEffect,
  conditional: conditionalEffect,
  ifDone: ifDoneEffect,
  optional: optionalEffect,
  chooseOne: chooseOneEffect, // 608.2d
  grantFlashback: grantFlashbackEffect, // 702.34a
  oneOfTargets: oneOfTargetsEffect,
  opponentsMay: opponentsMayEffect,
  forEachMoved: forEachMovedEffect, // 608.2c
  playersChooseObjects: playersChooseObjectsEffect, // 608.2d, 101.4
  exileOwnCards: exileOwnCardsEffect, // 406.2, 101.4
  setLife: setLifeTotals,
  delayedTrigger: delayedTriggerEffect,
  delayedEventTrigger: delayedEventTriggerEffect, // 603.7a
  earthbend: earthbendEffect, // 701.66a
  airbend: airbendEffect, // 701.65a
  putOntoBattlefield: putOntoBattlefieldEffect,
  cumulativeUpkeep: cumulativeUpkeep,
  tapOrUntap: tapOrUntap,
  explore: exploreEffect,
  amass: amassEffect,
  monstrosity: monstrosityEffect,
  becomeSaddled: becomeSaddledEffect,
  goad: goadEffect, // 701.15
  exploit: exploitEffect,
  champion: championEffect,
  connive: conniveEffect,
  bolster: bolsterEffect,
  proliferate: proliferateEffect,
  keywordEffect: keywordEffect,
  spellKeyword: (state, task, e, hooks) => spellKeywordEffect(state, task, e, hooks, runEffectsTask), // casts: 605.4a
  changeTargets: changeTargetsEffect,
  vote: voteEffect,
  grantPlay: grantPlayEffect,
  populate: populate,
  cantCastThisTurn: cantCastThisTurnEffect,
  additionalLandsThisTurn: additionalLandsThisTurnEffect,
  shuffleIntoLibrary: shuffleIntoLibraryEffect,
  exileTop: exileTopEffect,
  castObject: castObjectEffect,
  exileUntil: exileUntilEffect, // 406.3, 608.2c
  repeatProcess: repeatProcessEffect, // 608.2c
  chooseOneOfThem: chooseOneOfThemEffect, // 608.2d
  castFromHand: castFromHandEffect,
  voteOutcome: voteOutcomeEffect,
  choose: executeChoose,
  damageShield: executeShield,
  damageUnpreventable: executeShield,
  exileIfDies: exileIfDiesEffect,
  noteResolution: noteResolutionEffect,
  winGame: executeMultiplayer,
  loseGame: executeMultiplayer,
  drawGame: executeMultiplayer,
  extraTurn: executeMultiplayer,
  exchangeLife: executeMultiplayer,
  separatePiles: executeMultiplayer,
  redirectDamage: executeMultiplayer,
  redistributeLife: executeMultiplayer,
  restartGame: executeMultiplayer,
  planeswalk: planeswalkEffect,
  abandon: abandonEffect,
  discard: discard,
  sacrifice: sacrifice,
  scry: scryOrSurveil,
  surveil: scryOrSurveil,
  search: search,
  chooseCardName: chooseCardNameEffect, // 201.3
  searchNamed: searchNamedEffect, // 701.23a
  fromOutsideGame: fromOutsideGameEffect,
  lookAtTop: lookAtTop,
  chooseFromHand: chooseFromHand,
  putFromHand: putFromHand,
  anyNumber: anyNumber,
  moveZoneCards: moveZoneCards,
  exileUntilLeaves: exileUntilLeaves,
  flipCoin: flipCoinEffect,
  sacrificeObject: sacrificeObjectEffect,
  regenerate: regenerateEffect,
  putInLibrary: putInLibraryEffect,
  payOrNot: (state, task, e) => payOrNotEffect(state, task, e, runEffectsTask), // 605.4a: it pays a cost
  payAnyMana: (state, task, e) => payAnyManaEffect(state, task, e, runEffectsTask), // 101.4
  pumpBy: pumpByEffect,
  returnChosen: returnChosenEffect,
  grantStatic: grantStaticEffect,
};

function execute(state: GameState, task: EffectsTask, e: Effect, hooks: VariantHooks): Step {
  return (VERBS[e.kind] as Verb<Effect['kind']>)(state, task, e, hooks);
}
