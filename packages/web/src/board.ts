/**
 * Board helpers: grouping a battlefield into lands, creatures and other permanents, attachments,
 * range-of-influence dimming and target highlighting — pure functions over a GameView.
 */
import type { GameView, ObjectView, TargetRef } from '@arbiter/engine';

export interface BattlefieldGroups {
  readonly lands: ObjectView[];
  readonly creatures: ObjectView[];
  readonly others: ObjectView[];
}

/** A player's permanents (controlled by them), attachments left out (they're drawn with their host). */
export function groupBattlefield(view: GameView, player: number): BattlefieldGroups {
  const mine = view.battlefield.filter((o) => o.controller === player);
  const hostIds = new Set(view.battlefield.map((o) => o.id));
  const lands: ObjectView[] = [];
  const creatures: ObjectView[] = [];
  const others: ObjectView[] = [];
  for (const o of mine) {
    if (o.attachedTo !== null && hostIds.has(o.attachedTo)) continue;
    if (o.types.includes('Creature')) creatures.push(o);
    else if (o.types.includes('Land')) lands.push(o);
    else others.push(o);
  }
  return { lands, creatures, others };
}

/** Objects attached to `host`. */
export function attachmentsOf(view: GameView, host: number): ObjectView[] {
  return view.battlefield.filter((o) => o.attachedTo === host);
}

export function refKey(r: TargetRef): string {
  return r.kind === 'player' ? `p${r.player}` : `o${r.id}`;
}

export function sameRef(a: TargetRef, b: TargetRef): boolean {
  return refKey(a) === refKey(b);
}

/** The targets of a stack object as the log described them (ids named in its "targets" data), if any. */
export function stackTargets(view: GameView, objectId: number): TargetRef[] {
  for (let i = view.log.length - 1; i >= 0; i--) {
    const e = view.log[i]!;
    const d = e.data;
    if (!d || d['object'] !== objectId) continue;
    const t = d['targets'];
    if (Array.isArray(t)) {
      return t
        .flat()
        .filter(
          (r): r is TargetRef =>
            typeof r === 'object' &&
            r !== null &&
            (('kind' in r && r.kind === 'player' && 'player' in r) ||
              ('kind' in r && r.kind === 'object' && 'id' in r)),
        );
    }
  }
  return [];
}

/**
 * 801: the players within the viewer's range of influence, or null when the range is unlimited.
 * The view doesn't carry the range itself, so the caller passes it (from the table options).
 */
export function playersInRange(view: GameView, viewer: number | null, range: number | null): Set<number> | null {
  if (range === null || viewer === null) return null;
  const live = view.players.filter((p) => !p.left).map((p) => p.id);
  const at = live.indexOf(viewer);
  if (at < 0) return null;
  const n = live.length;
  const out = new Set<number>();
  for (let d = -range; d <= range; d++) out.add(live[(((at + d) % n) + n) % n]!);
  return out;
}

export function playerName(view: GameView, id: number): string {
  return view.players.find((p) => p.id === id)?.name ?? `#${id}`;
}

/** Every object the view shows the viewer: each zone's, and the hidden cards their own decision offers them. */
export function viewObjects(view: GameView): GameView['battlefield'][number][] {
  return [
    ...view.battlefield,
    ...view.stack,
    ...view.exile,
    ...view.command,
    ...view.players.flatMap((p) => [...(p.hand ?? []), ...p.graveyard, ...(p.libraryTop ? [p.libraryTop] : [])]),
    ...(view.offered ?? []), // a searched or scried card the viewer's decision shows them
  ];
}

export function objectName(view: GameView, id: number): string {
  const o = viewObjects(view).find((x) => x.id === id);
  if (!o) return `#${id}`;
  return o.name ?? (o.faceDown ? 'face-down' : `#${id}`);
}

export function refName(view: GameView, r: TargetRef): string {
  return r.kind === 'player' ? playerName(view, r.player) : objectName(view, r.id);
}
