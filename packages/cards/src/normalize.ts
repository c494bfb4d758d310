/**
 * Lookup key for a card name: case-, accent- and punctuation-insensitive.
 *
 *   "Lim-Dûl's Vault", "lim-dul's vault", "LIM DULS VAULT"  → "lim duls vault"
 *   "Æther Vial", "AEther Vial", "Aether Vial"                → "aether vial"
 *   "Fire // Ice", "Fire/Ice", "fire  //  ice"                → "fire ice"
 *
 * Apostrophes vanish, other punctuation separates words, whitespace collapses.
 * A name made only of punctuation (Unhinged's "_____") keys as its trimmed lower-case self.
 */
export function normalizeName(name: string): string {
  const key = name
    .replace(/[Ææ]/g, 'ae')
    .replace(/[Œœ]/g, 'oe')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return key === '' ? name.trim().toLowerCase() : key;
}
