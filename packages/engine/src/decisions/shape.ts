/**
 * Untrusted input: a Choice may arrive from the network or a file as any JSON value.
 * This checks its shape precisely before any rule looks at it.
 */
import type { Choice, EngineError } from './types.js';

type Json = unknown;

function isObj(v: Json): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function isInt(v: Json): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}
function isIntList(v: Json): v is number[] {
  return Array.isArray(v) && v.every(isInt);
}
function isTargetRef(v: Json): boolean {
  if (!isObj(v)) return false;
  if (v['kind'] === 'player') return isInt(v['player']);
  if (v['kind'] === 'object') return isInt(v['id']);
  return false;
}
function isTargetGroups(v: Json): boolean {
  return Array.isArray(v) && v.every((g) => Array.isArray(g) && g.every(isTargetRef));
}
function isPayment(v: Json): boolean {
  if (!isObj(v)) return false;
  if (v['kind'] === 'auto' || v['kind'] === 'pool') return true;
  return v['kind'] === 'sources' && isIntList(v['sources']);
}

function bad(message: string): EngineError {
  return { code: 'MALFORMED', message };
}

const PAY = ['payment'];
/** The fields each action kind takes; any other field does not apply to it (MALFORMED). */
const ACTION_FIELDS: Readonly<Record<string, readonly string[]>> = {
  pass: [],
  playLand: ['card', 'altFace'],
  cast: [
    'card',
    'targets',
    'modes',
    'x',
    ...PAY,
    'costObjects',
    'faceDown',
    'buyback',
    'alternative',
    'altCost',
    'entwine',
    'divide',
    'conspire',
    'replicate',
    'kicker',
    'costChoice',
    'splice',
    'half',
    'fuse',
    'altFace',
    'assist',
  ],
  activate: ['source', 'ability', 'targets', 'x', ...PAY, 'costObjects', 'divide', 'counterKinds'],
  turnFaceUp: ['object', ...PAY],
  rollPlanarDie: PAY,
  suspend: ['card', ...PAY],
  plot: ['card', ...PAY],
  foretell: ['card', ...PAY],
  unlock: ['permanent', 'door', ...PAY],
};
/** The fields each choice kind takes. */
const CHOICE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  keep: [],
  mulligan: [],
  concede: [],
  bottomCards: ['cards'],
  action: ['action'],
  declareAttackers: ['attacks', 'bands', 'exert', 'enlist'],
  declareBlockers: ['blocks'],
  assignCombatDamage: ['assignment'],
  chooseObjects: ['objects'],
  orderObjects: ['objects'],
  chooseTargets: ['targets'],
  yesNo: ['yes'],
  chooseColor: ['color'],
  chooseName: ['name'],
  orderTriggers: ['order'],
  orderReplacements: ['order'],
  chooseOption: ['chosen'],
};

/** A field that does not apply to the object's kind, as a MALFORMED error. */
function foreignField(
  o: Record<string, unknown>,
  table: Readonly<Record<string, readonly string[]>>,
  what: string,
): EngineError | null {
  const allowed = table[String(o['kind'])];
  if (!allowed) return null;
  let extra: string | undefined;
  for (const k in o)
    // (a parsed choice: a plain object, its own fields only)
    if (k !== 'kind' && !allowed.includes(k) && o[k] !== undefined) {
      extra = k;
      break;
    }
  return extra === undefined
    ? null
    : bad(
        `field "${extra}" does not apply to a ${String(o['kind'])} ${what}${allowed.length ? ` (it takes ${allowed.join(', ')})` : ''}`,
      );
}

function checkAction(a: Json): EngineError | null {
  if (!isObj(a)) return bad('action must be an object');
  const foreign = foreignField(a, ACTION_FIELDS, 'action');
  if (foreign) return foreign;
  switch (a['kind']) {
    case 'pass':
      return null;
    case 'playLand':
      if (a['altFace'] !== undefined && typeof a['altFace'] !== 'boolean') return bad('altFace must be a boolean');
      return isInt(a['card']) ? null : bad('playLand.card must be an object id');
    case 'cast':
    case 'activate': {
      if (a['kind'] === 'cast' && !isInt(a['card'])) return bad('cast.card must be an object id');
      if (a['kind'] === 'activate' && (!isInt(a['source']) || !isInt(a['ability'])))
        return bad('activate needs integer source and ability');
      if (a['targets'] !== undefined && !isTargetGroups(a['targets']))
        return bad('targets must be a list of lists of {kind:"player",player} or {kind:"object",id}');
      if (a['modes'] !== undefined && !isIntList(a['modes'])) return bad('modes must be a list of integers');
      if (a['x'] !== undefined && !isInt(a['x'])) return bad('x must be an integer');
      if (a['payment'] !== undefined && !isPayment(a['payment']))
        return bad('payment must be {kind:"auto"}, {kind:"pool"} or {kind:"sources",sources:[ids]}');
      if (a['costObjects'] !== undefined && !isIntList(a['costObjects']))
        return bad('costObjects must be a list of object ids');
      if (
        a['counterKinds'] !== undefined &&
        !(Array.isArray(a['counterKinds']) && a['counterKinds'].every((k) => typeof k === 'string'))
      )
        return bad('counterKinds must be a list of counter kinds');
      if (a['faceDown'] !== undefined && typeof a['faceDown'] !== 'boolean') return bad('faceDown must be a boolean');
      if (a['altCost'] !== undefined && !isInt(a['altCost'])) return bad('altCost must be an integer');
      if (a['entwine'] !== undefined && typeof a['entwine'] !== 'boolean') return bad('entwine must be a boolean');
      if (a['divide'] !== undefined && !isIntList(a['divide']))
        return bad('divide must be a list of integers (one amount per target)');
      if (a['conspire'] !== undefined && typeof a['conspire'] !== 'boolean') return bad('conspire must be a boolean');
      if (a['replicate'] !== undefined && (!isInt(a['replicate']) || (a['replicate'] as number) < 0))
        return bad('replicate must be a non-negative integer');
      if (a['kicker'] !== undefined && !isIntList(a['kicker']))
        return bad('kicker must be a list of kicker cost indexes');
      if (a['costChoice'] !== undefined && !isInt(a['costChoice']))
        return bad('costChoice must be an integer (which additional cost is paid)');
      if (a['splice'] !== undefined && !isIntList(a['splice'])) return bad('splice must be a list of object ids');
      if (a['half'] !== undefined && !isInt(a['half']))
        return bad('half must be an integer (the half of a split card)');
      if (a['fuse'] !== undefined && typeof a['fuse'] !== 'boolean') return bad('fuse must be a boolean');
      if (a['altFace'] !== undefined && typeof a['altFace'] !== 'boolean') return bad('altFace must be a boolean');
      if (a['assist'] !== undefined && !isInt(a['assist'])) return bad('assist must be a player index');
      return null;
    }
    case 'turnFaceUp':
      if (!isInt(a['object'])) return bad('turnFaceUp.object must be an object id');
      if (a['payment'] !== undefined && !isPayment(a['payment']))
        return bad('payment must be {kind:"auto"}, {kind:"pool"} or {kind:"sources",sources:[ids]}');
      return null;
    case 'suspend':
    case 'plot':
    case 'foretell':
      if (!isInt(a['card'])) return bad(`${a['kind']}.card must be an object id`);
      if (a['payment'] !== undefined && !isPayment(a['payment']))
        return bad('payment must be {kind:"auto"}, {kind:"pool"} or {kind:"sources",sources:[ids]}');
      return null;
    case 'unlock': // 116.2m
      if (!isInt(a['permanent']) || !isInt(a['door'])) return bad('unlock needs integer permanent and door');
      if (a['payment'] !== undefined && !isPayment(a['payment']))
        return bad('payment must be {kind:"auto"}, {kind:"pool"} or {kind:"sources",sources:[ids]}');
      return null;
    case 'rollPlanarDie':
      if (a['payment'] !== undefined && !isPayment(a['payment']))
        return bad('payment must be {kind:"auto"}, {kind:"pool"} or {kind:"sources",sources:[ids]}');
      return null;
    default:
      return bad(`unknown action kind ${JSON.stringify(a['kind'])}`);
  }
}

/** Returns null if `c` is a well-formed Choice, else a MALFORMED error. */
export function checkChoiceShape(c: Json): EngineError | null {
  if (!isObj(c)) return bad('a choice must be an object with a "kind"');
  const foreign = foreignField(c, CHOICE_FIELDS, 'choice');
  if (foreign) return foreign;
  switch (c['kind']) {
    case 'keep':
    case 'mulligan':
    case 'concede':
      return null;
    case 'bottomCards':
      return isIntList(c['cards']) ? null : bad('bottomCards.cards must be a list of object ids');
    case 'action':
      return checkAction(c['action']);
    case 'declareAttackers':
      if (c['bands'] !== undefined && !(Array.isArray(c['bands']) && c['bands'].every(isIntList)))
        return bad('declareAttackers.bands must be a list of lists of object ids');
      if (c['exert'] !== undefined && !isIntList(c['exert']))
        return bad('declareAttackers.exert must be a list of object ids');
      if (
        c['enlist'] !== undefined &&
        !(
          Array.isArray(c['enlist']) &&
          c['enlist'].every((x) => isObj(x) && isInt(x['attacker']) && isInt(x['creature']))
        )
      )
        return bad('declareAttackers.enlist must be a list of {attacker, creature}');
      return Array.isArray(c['attacks']) &&
        c['attacks'].every((x) => isObj(x) && isInt(x['attacker']) && isTargetRef(x['defender']))
        ? null
        : bad('declareAttackers.attacks must be a list of {attacker, defender}');
    case 'declareBlockers':
      return Array.isArray(c['blocks']) &&
        c['blocks'].every((x) => isObj(x) && isInt(x['blocker']) && isInt(x['attacker']))
        ? null
        : bad('declareBlockers.blocks must be a list of {blocker, attacker}');
    case 'assignCombatDamage':
      return Array.isArray(c['assignment']) &&
        c['assignment'].every((x) => isObj(x) && isTargetRef(x['to']) && isInt(x['amount']))
        ? null
        : bad('assignCombatDamage.assignment must be a list of {to, amount}');
    case 'chooseObjects':
      return isIntList(c['objects']) ? null : bad('chooseObjects.objects must be a list of object ids');
    case 'orderObjects':
      return isIntList(c['objects']) ? null : bad('orderObjects.objects must be a list of object ids');
    case 'chooseTargets':
      return isTargetGroups(c['targets']) ? null : bad('chooseTargets.targets must be a list of target lists');
    case 'yesNo':
      return typeof c['yes'] === 'boolean' ? null : bad('yesNo.yes must be a boolean');
    case 'chooseColor':
      return ['W', 'U', 'B', 'R', 'G'].includes(c['color'] as string)
        ? null
        : bad('chooseColor.color must be one of W U B R G');
    case 'chooseName':
      return typeof c['name'] === 'string' ? null : bad('chooseName.name must be a string'); // 201.3
    case 'orderTriggers':
      return isIntList(c['order']) ? null : bad('orderTriggers.order must be a list of indexes');
    case 'orderReplacements':
      return isIntList(c['order']) ? null : bad('orderReplacements.order must be a list of indexes');
    case 'chooseOption':
      return isIntList(c['chosen']) ? null : bad('chooseOption.chosen must be a list of option indexes');
    default:
      return bad(`unknown choice kind ${JSON.stringify(c['kind'])}`);
  }
}

export type { Choice };
