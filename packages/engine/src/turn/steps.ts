/** 500.1: the phases and steps of a turn, in order. */
import type { PhaseName, StepName } from '../state/types.js';

export const STEP_PHASE: Record<StepName, PhaseName> = {
  untap: 'beginning',
  upkeep: 'beginning',
  draw: 'beginning',
  main1: 'precombatMain',
  beginCombat: 'combat',
  declareAttackers: 'combat',
  declareBlockers: 'combat',
  firstStrikeDamage: 'combat',
  combatDamage: 'combat',
  endCombat: 'combat',
  main2: 'postcombatMain',
  end: 'ending',
  cleanup: 'ending',
};

export const STEP_RULE: Record<StepName, string> = {
  untap: '502',
  upkeep: '503',
  draw: '504',
  main1: '505',
  beginCombat: '507',
  declareAttackers: '508',
  declareBlockers: '509',
  firstStrikeDamage: '510.4',
  combatDamage: '510',
  endCombat: '511',
  main2: '505',
  end: '513',
  cleanup: '514',
};

export const STEP_LABEL: Record<StepName, string> = {
  untap: 'untap step',
  upkeep: 'upkeep',
  draw: 'draw step',
  main1: 'precombat main phase',
  beginCombat: 'beginning of combat',
  declareAttackers: 'declare attackers step',
  declareBlockers: 'declare blockers step',
  firstStrikeDamage: 'first-strike combat damage step',
  combatDamage: 'combat damage step',
  endCombat: 'end of combat step',
  main2: 'postcombat main phase',
  end: 'end step',
  cleanup: 'cleanup step',
};

export const STEP_ORDER: readonly StepName[] = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  'firstStrikeDamage',
  'combatDamage',
  'endCombat',
  'main2',
  'end',
  'cleanup',
];
