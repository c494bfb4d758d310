/**
 * Schemas (zod) for every message the server accepts: HTTP bodies, WebSocket frames and the
 * engine's Choice. Strict objects: unknown keys (including "__proto__") are refused.
 */
import { z } from 'zod';
import { MAX_CARD_NAME_LENGTH } from '@arbiter/engine';

const id = z.number().int().min(0).max(1_000_000_000);
const small = z.number().int().min(0).max(10_000);
const ids = z.array(id).max(500);

export const TargetRefSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('player'), player: z.number().int().min(0).max(64) }),
  z.strictObject({ kind: z.literal('object'), id }),
]);
const targets = z.array(z.array(TargetRefSchema).max(100)).max(50);

const PaymentSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('auto') }),
  z.strictObject({ kind: z.literal('pool') }),
  z.strictObject({ kind: z.literal('sources'), sources: ids }),
]);

const CastSchema = z.strictObject({
  kind: z.literal('cast'),
  card: id,
  targets: targets.optional(),
  modes: z.array(small).max(20).optional(),
  x: small.optional(),
  payment: PaymentSchema.optional(),
  costObjects: ids.optional(),
  faceDown: z.boolean().optional(),
  buyback: z.boolean().optional(),
  alternative: z.enum(['evoke', 'dash', 'blitz', 'warp', 'bestow', 'awaken', 'overload']).optional(),
  altCost: small.optional(),
  entwine: z.boolean().optional(),
  divide: z.array(small).max(100).optional(),
  conspire: z.boolean().optional(),
  replicate: small.optional(),
  splice: ids.optional(),
  half: small.optional(),
  fuse: z.boolean().optional(),
  kicker: z.array(small).max(20).optional(),
  costChoice: small.optional(),
  altFace: z.boolean().optional(),
});

export const ActionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('pass') }),
  z.strictObject({ kind: z.literal('playLand'), card: id, altFace: z.boolean().optional() }),
  CastSchema,
  z.strictObject({ kind: z.literal('turnFaceUp'), object: id, payment: PaymentSchema.optional() }),
  z.strictObject({ kind: z.literal('rollPlanarDie'), payment: PaymentSchema.optional() }),
  z.strictObject({ kind: z.literal('suspend'), card: id, payment: PaymentSchema.optional() }),
  z.strictObject({ kind: z.literal('plot'), card: id, payment: PaymentSchema.optional() }),
  z.strictObject({ kind: z.literal('foretell'), card: id, payment: PaymentSchema.optional() }),
  z.strictObject({
    kind: z.literal('activate'),
    source: id,
    ability: small,
    targets: targets.optional(),
    x: small.optional(),
    payment: PaymentSchema.optional(),
    costObjects: ids.optional(),
    divide: z.array(small).max(100).optional(),
    counterKinds: z.array(z.string().max(40)).max(100).optional(),
  }),
]);

/** The engine's Choice (decisions/types.ts), shape only: `submit` judges legality. */
export const ChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('keep') }),
  z.strictObject({ kind: z.literal('mulligan') }),
  z.strictObject({ kind: z.literal('bottomCards'), cards: ids }),
  z.strictObject({ kind: z.literal('action'), action: ActionSchema }),
  z.strictObject({
    kind: z.literal('declareAttackers'),
    attacks: z.array(z.strictObject({ attacker: id, defender: TargetRefSchema })).max(500),
    bands: z.array(ids).max(100).optional(),
    exert: ids.optional(),
  }),
  z.strictObject({
    kind: z.literal('declareBlockers'),
    blocks: z.array(z.strictObject({ blocker: id, attacker: id })).max(500),
  }),
  z.strictObject({
    kind: z.literal('assignCombatDamage'),
    assignment: z.array(z.strictObject({ to: TargetRefSchema, amount: small })).max(500),
  }),
  z.strictObject({ kind: z.literal('chooseObjects'), objects: ids }),
  z.strictObject({ kind: z.literal('orderObjects'), objects: ids }),
  z.strictObject({ kind: z.literal('chooseTargets'), targets }),
  z.strictObject({ kind: z.literal('yesNo'), yes: z.boolean() }),
  z.strictObject({ kind: z.literal('chooseColor'), color: z.enum(['W', 'U', 'B', 'R', 'G']) }),
  z.strictObject({ kind: z.literal('chooseName'), name: z.string().max(MAX_CARD_NAME_LENGTH) }), // 201.3
  z.strictObject({ kind: z.literal('orderTriggers'), order: z.array(small).max(200) }),
  z.strictObject({ kind: z.literal('orderReplacements'), order: z.array(small).max(200) }),
  z.strictObject({ kind: z.literal('chooseOption'), chosen: z.array(small).max(200) }),
  z.strictObject({ kind: z.literal('concede') }),
]);

const DECK_TEXT_MAX = 20_000;
export const DeckSchema = z.union([
  z.strictObject({ starter: z.string().min(1).max(100) }),
  z.strictObject({ list: z.string().min(1).max(DECK_TEXT_MAX) }),
  z.strictObject({ random: z.literal(true) }),
]);
export type DeckInput = z.infer<typeof DeckSchema>;

/** The AI players a seat may have: the heuristic (easy), the search AI (medium, hard: issue 21), random. */
export const AI_KINDS = ['heuristic', 'medium', 'hard', 'random'] as const;
export type AiKind = (typeof AI_KINDS)[number];
const name = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[^\u0000-\u001f\u007f<>]+$/, 'no control characters or angle brackets');

export const SeatInputSchema = z.union([
  z.literal('human'),
  z.literal('ai'),
  z.strictObject({
    kind: z.literal('human'),
    name: name.optional(),
    deck: DeckSchema.optional(),
    vanguard: z.string().min(1).max(80).optional(),
    /** 903.4b: the colour chosen before the game for a commander that asks for one (The Prismatic Piper). */
    commanderColor: z.enum(['W', 'U', 'B', 'R', 'G']).optional(),
  }),
  z.strictObject({
    kind: z.literal('ai'),
    ai: z.enum(AI_KINDS).optional(),
    name: name.optional(),
    deck: DeckSchema.optional(),
    vanguard: z.string().min(1).max(80).optional(),
    /** 903.4b: the colour chosen before the game for a commander that asks for one (The Prismatic Piper). */
    commanderColor: z.enum(['W', 'U', 'B', 'R', 'G']).optional(),
  }),
]);
export type SeatInput = z.infer<typeof SeatInputSchema>;

export const VARIANT_IDS = [
  'two-player',
  'free-for-all',
  'grand-melee',
  'team-vs-team',
  'emperor',
  'two-headed-giant',
  'alternating-teams',
  'archenemy',
  'supervillain-rumble',
  'commander',
  'brawl',
] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

export const TableOptionsSchema = z.strictObject({
  teams: z.number().int().min(2).max(16).optional(),
  range: z.union([z.number().int().min(1).max(32), z.literal('unlimited')]).optional(),
  attack: z.enum(['multiple', 'left', 'right']).optional(),
  deploy: z.boolean().optional(),
  planechase: z.boolean().optional(),
  /** 902: every player has a vanguard card (a seat's `vanguard`, else one picked from the seed). */
  vanguard: z.boolean().optional(),
  /** 800.4: how long a disconnected seat may stay away before the others may remove it. */
  absenceLimitMs: z.number().int().min(100).max(86_400_000).optional(),
  /** Milliseconds an AI seat waits before each decision (lets people follow the game). */
  aiDelayMs: z.number().int().min(0).max(10_000).optional(),
});
export type TableOptions = z.infer<typeof TableOptionsSchema>;

export const CreateTableSchema = z.strictObject({
  variant: z.enum(VARIANT_IDS).optional(),
  players: z.number().int().min(2).max(16).optional(),
  seed: z
    .union([
      z
        .number()
        .int()
        .min(0)
        .max(2 ** 31),
      z.string().min(1).max(64),
    ])
    .optional(),
  seats: z.array(SeatInputSchema).min(2).max(16),
  options: TableOptionsSchema.optional(),
});
export type CreateTable = z.infer<typeof CreateTableSchema>;

export const DeckValidateSchema = z.strictObject({
  list: z.string().max(DECK_TEXT_MAX),
  /** A Commander or Brawl table checks the list as that format (903.5 / 903.12) with its "Commander" section. */
  variant: z.enum(VARIANT_IDS).optional(),
});
export const CHAT_MAX = 500;
export const ChatSchema = z.strictObject({ text: z.string().trim().min(1).max(CHAT_MAX) });
export const RemoveSchema = z.strictObject({ seat: z.number().int().min(0).max(64) });
export const EmptySchema = z.union([z.strictObject({}), z.null(), z.undefined()]);
export const LogQuerySchema = z.strictObject({ since: z.coerce.number().int().min(0).max(10_000_000).optional() });
export const LiveQuerySchema = z.strictObject({
  token: z.string().max(200).optional(),
  /** `1`: after the first state frame, send `patch` frames (engine `diffView`) instead of whole ones. */
  patches: z.enum(['0', '1']).optional(),
});

/** WebSocket frames from a client. */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  z.strictObject({
    type: z.literal('action'),
    id: z.union([z.string().max(100), z.number()]).optional(),
    choice: ChoiceSchema,
  }),
  z.strictObject({ type: z.literal('chat'), text: z.string().trim().min(1).max(CHAT_MAX) }),
  z.strictObject({ type: z.literal('concede') }),
  z.strictObject({ type: z.literal('remove'), seat: z.number().int().min(0).max(64) }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

/** A zod failure as one readable message: the first issue's path and text. */
export function schemaMessage(err: z.ZodError): string {
  const i = err.issues[0];
  if (!i) return 'invalid message';
  const at = i.path.length ? i.path.join('.') : 'message';
  return `${at}: ${i.message}`;
}
