/**
 * Starts a worker thread on a module beside the caller's (`name` without extension): the built JavaScript
 * module; running from source (tests under tsx), the thread registers tsx first so that it can load the
 * TypeScript one.
 */
import { Worker } from 'node:worker_threads';

export function startModuleWorker(callerUrl: string, name: string, workerData?: unknown): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl), { workerData });
  const entry = JSON.stringify(new URL(`./${name}.ts`, callerUrl).href);
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${entry}); });`, {
    eval: true,
    workerData,
  });
}
