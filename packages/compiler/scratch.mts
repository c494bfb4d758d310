import { loadCardDatabase } from '@arbiter/cards/node';
import { compileCard } from './src/index.js';
import { describeAbilities } from './src/describe.js';
const db = loadCardDatabase({ pool: 'modern' });
for (const n of process.argv.slice(2)) {
  const r = db.all().find((x) => x.name === n);
  if (!r) { console.log('no', n); continue; }
  const c = compileCard(r);
  console.log('==', n, c.status, c.failures ?? '');
  console.log(r.text);
  console.log('--');
  console.log(describeAbilities(c.definition.abilities));
}
