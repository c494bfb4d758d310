#!/usr/bin/env node
import { main } from '../dist/main.js';
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error(
      process.env.ARBITER_DEBUG && err instanceof Error
        ? err.stack
        : `arbiter: ${err instanceof Error ? err.message : String(err)}`,
    );
    process.exitCode = 1;
  },
);
