import { loadCardDatabase } from '@arbiter/cards/node';
import { isCounted } from '@arbiter/cards';
import { compileCard } from './src/index.js';
const db = loadCardDatabase({ pool: 'modern' });
const re = new RegExp(process.argv[2]!, 'i');
let n=0;
for (const r of db.all().filter(isCounted)) {
  if (!re.test(r.text ?? '')) continue;
  const c = compileCard(r);
  if (c.status==='full') { console.log(r.name, '|', r.manaCost, '|', r.text.replace(/\n/g,' / ')); if (++n>15) break; }
}
