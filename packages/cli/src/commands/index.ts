import type { Command } from '../command.js';
import { playCommand } from './play.js';
import { cardsCommand } from './cards.js';
import { deckCommand } from './deck.js';
import { tournamentCommand } from './tournament.js';
import { ipgCommand } from './ipg.js';
import { scenarioCommand } from './scenario.js';
import { judgeCommand } from './judge.js';
import { serveCommand } from './serve.js';
import { matchCommand } from './match.js';

/**
 * Every sub-command, one import per line so parallel work touches only its own line.
 * Order here is the order `arbiter help` lists them.
 */
export const commands: Command[] = [
  playCommand,
  cardsCommand,
  deckCommand,
  tournamentCommand,
  ipgCommand,
  scenarioCommand,
  judgeCommand,
  serveCommand,
  matchCommand,
];
