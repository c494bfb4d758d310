import { startServer } from '@arbiter/server';
import { intFlag, parseFlags, UsageError, type CliIO, type Command } from '../command.js';

const USAGE = `Usage: arbiter serve [--port 8080] [--host 127.0.0.1] [--db ./arbiter.sqlite | postgres://…] [--timings]

Starts the game server: the lobby and the browser client at http://HOST:PORT/, the HTTP API and
WebSocket of docs/protocol.md. Tables are stored in the database (SQLite file by default) and
unfinished tables resume after a restart.
  --port N    port to listen on (default 8080; 0 picks a free port)
  --host H    address to listen on (default 127.0.0.1)
  --db DB     SQLite file (default ./arbiter.sqlite) or a postgres:// URL
  --timings   keep each decision's timings inside the server (queue, engine, store, push, total) and the
              event-loop delay; GET /api/timings reports percentiles, DELETE /api/timings starts afresh`;

export const serveCommand: Command = {
  name: 'serve',
  summary: 'run the game server: play in the browser against people and AI',
  usage: USAGE,
  async run(args: string[], io: CliIO): Promise<number> {
    const { flags, positional } = parseFlags(args, { values: ['port', 'host', 'db'], booleans: ['timings'] });
    if (positional.length) throw new UsageError(`unexpected argument '${positional[0]}'`);
    const port = intFlag(flags, 'port', 8080, 0, 65535);
    const host = String(flags.get('host') ?? '127.0.0.1');
    const db = String(flags.get('db') ?? './arbiter.sqlite');
    const server = await startServer({ port, host, db, timings: flags.has('timings') });
    io.stdout(`listening on ${server.url}\n`);
    if (server.resumed) io.stdout(`resumed ${server.resumed} unfinished table(s)\n`);
    await new Promise<void>((resolve) => {
      const stop = (): void => {
        void server.close().then(resolve, resolve);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    return 0;
  },
};
