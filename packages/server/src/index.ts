/** @arbiter/server — the authoritative game server behind `npx arbiter serve` (docs/protocol.md). */
export { startServer, openStore, type ServeOptions, type RunningServer } from './server.js';
export { buildApp, BODY_LIMIT } from './app.js';
export { Lobby } from './lobby.js';
export { CardLibrary } from './decks.js';
export { gameFromSetup, playerIds } from './game-setup.js';
export type { Store, TableRow, TableSetup, SeatSetup, DecisionRow, ChatRow } from './store/types.js';
export { ChoiceSchema, ClientMessageSchema, CreateTableSchema } from './schemas.js';
