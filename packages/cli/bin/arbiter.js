#!/usr/bin/env node
import { main } from '../dist/main.js';
main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (err) => { console.error(err instanceof Error ? err.stack : String(err)); process.exitCode = 1; },
);
