import { loadCardDatabase } from '@arbiter/cards/node';
const db = loadCardDatabase({ pool: 'modern' });
for (const n of process.argv.slice(2)) { const r = db.all().find((x) => x.name === n)!; console.log(n, r.manaCost, r.types, r.power, r.toughness); }
