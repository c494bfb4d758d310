import { loadCardDatabase } from '@arbiter/cards/node';
import { isCounted } from '@arbiter/cards';
import { compileCard } from './src/index.js';
const db = loadCardDatabase({ pool: 'modern' });
const re = new RegExp(process.argv[2]!, 'i');
for (const r of db.all().filter(isCounted)) {
  if (!re.test(r.text ?? '')) continue;
  const c = compileCard(r);
  console.log(c.status.padEnd(8), r.name, c.status === 'full' ? '' : JSON.stringify(c.failures));
}
