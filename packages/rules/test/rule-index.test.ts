import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { lookupRule, parseRuleIndex, parentRule } from '../src/index.js';

const raw: unknown = JSON.parse(readFileSync(new URL('../data/rules.json', import.meta.url), 'utf8'));
const parsed = parseRuleIndex(raw);
if (!parsed.ok) throw new Error(parsed.error);
const index = parsed.index;

test('800.4a: a chapter-8 rule has both its English and Chinese text', () => {
  const r = lookupRule(index, '800.4a');
  assert.ok(r);
  assert.match(r.en ?? '', /When a player leaves the game/);
  assert.match(r.zh ?? '', /离开游戏/);
});

test('704.5a: a rule outside chapters 4, 8 and 9 comes from the Chinese CR', () => {
  const r = lookupRule(index, '704.5a');
  assert.equal(r?.found, '704.5a');
  assert.match(r?.zh ?? '', /生命值为0/);
});

test('400.1 (chapter 4) and 901.2 (chapter 9) are bilingual', () => {
  assert.match(lookupRule(index, '400.1')?.en ?? '', /A zone is a place/);
  assert.match(lookupRule(index, '901.2')?.en ?? '', /Planechase game/);
  assert.match(lookupRule(index, '901.2')?.zh ?? '', /竞逐时空/);
});

test('an unknown subrule falls back to the nearest rule above it; nonsense gives null', () => {
  assert.equal(parentRule('601.2a'), '601.2');
  assert.equal(parentRule('601.2'), '601');
  assert.equal(lookupRule(index, '601.2zz'), null);
  assert.equal(lookupRule(index, '<script>'), null);
  const r = lookupRule(index, '800.4z');
  assert.equal(r?.found, '800.4');
});

test('a malformed index is refused with the reason', () => {
  const bad = parseRuleIndex({ 'x.1': { en: 'a' } });
  assert.equal(bad.ok, false);
  assert.equal(parseRuleIndex([]).ok, false);
});
