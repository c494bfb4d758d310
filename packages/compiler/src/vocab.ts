/** Word lists of the grammar: numbers, colours, card types, keywords. */
import type { CardType, Color, SimpleKeyword, StepName } from '@arbiter/engine';
import { SIMPLE_KEYWORDS } from '@arbiter/engine';

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, twenty: 20, single: 1,
};

export const COLOR_WORDS: Readonly<Record<string, Color>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

export const TYPE_WORDS: Readonly<Record<string, CardType>> = {
  artifact: 'Artifact', artifacts: 'Artifact', creature: 'Creature', creatures: 'Creature', enchantment: 'Enchantment',
  enchantments: 'Enchantment', land: 'Land', lands: 'Land', planeswalker: 'Planeswalker', planeswalkers: 'Planeswalker',
  instant: 'Instant', instants: 'Instant', sorcery: 'Sorcery', sorceries: 'Sorcery', tribal: 'Kindred', kindred: 'Kindred',
  battle: 'Battle', battles: 'Battle',
};

export const PLURAL_TYPE = new Set(['artifacts', 'creatures', 'enchantments', 'lands', 'planeswalkers', 'instants', 'sorceries', 'battles']);

/** Simple keywords the engine implements, by their Oracle spelling (lower case). */
export const SIMPLE: ReadonlySet<string> = new Set<string>(SIMPLE_KEYWORDS);
export function isSimpleKeyword(s: string): s is SimpleKeyword { return SIMPLE.has(s); }

/** Irregular plurals of creature types; others lose a trailing "s". */
const IRREGULAR: Readonly<Record<string, string>> = {
  elves: 'Elf', dwarves: 'Dwarf', wolves: 'Wolf', werewolves: 'Werewolf', mice: 'Mouse', fungi: 'Fungus', homunculi: 'Homunculus',
  octopi: 'Octopus', djinn: 'Djinn', efreet: 'Efreet', sphinxes: 'Sphinx', foxes: 'Fox', allies: 'Ally', faeries: 'Faerie',
  zombies: 'Zombie', mercenaries: 'Mercenary', pegasi: 'Pegasus', humans: 'Human', samurai: 'Samurai', ninja: 'Ninja',
  leviathans: 'Leviathan', sorceries: 'Sorcery', knights: 'Knight', cyclopes: 'Cyclops', harpies: 'Harpy', licids: 'Licid',
  slivers: 'Sliver', merfolk: 'Merfolk', kithkin: 'Kithkin', moonfolk: 'Moonfolk', vedalken: 'Vedalken', kor: 'Kor',
  elementals: 'Elemental', eldrazi: 'Eldrazi', myr: 'Myr', thopters: 'Thopter', squirrels: 'Squirrel', saprolings: 'Saproling',
};

/** A subtype from a capitalised word ("Goblins" → "Goblin"). */
export function subtypeOf(raw: string): string {
  if (SUBTYPES.has(raw)) return raw; // "Plains", "Aurochs", "Homarid"
  const low = raw.toLowerCase();
  if (IRREGULAR[low]) return IRREGULAR[low]!;
  if (/ies$/.test(raw) && raw.length > 4) return `${raw.slice(0, -3)}y`;
  if (/(ss|us)$/.test(raw)) return raw;
  if (/[^s]s$/.test(raw)) return raw.slice(0, -1);
  return raw;
}

export const STEP_WORDS: readonly [string, StepName][] = [
  ['upkeep', 'upkeep'], ['draw step', 'draw'], ['end step', 'end'], ['precombat main phase', 'main1'],
  ['postcombat main phase', 'main2'], ['combat', 'beginCombat'],
];

/** Basic land types, for landwalk and "Plains" etc. */
export const BASIC_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

/** Every subtype in the card pools (2017 and modern); capitalised words are subtypes only if listed here. */
export const SUBTYPES: ReadonlySet<string> = new Set([
  'Advisor', 'Aetherborn', 'Ajani', 'Alara', 'Ally', 'Angel', 'Antelope', 'Ape', 'Arcane', 'Archer', 'Archon',
  'Arkhos', 'Arlinn', 'Artificer', 'Ashiok', 'Assassin', 'Assembly-Worker', 'Atog', 'Aura', 'Aurochs',
  'Avatar', 'Azgol', 'Badger', 'Barbarian', 'Basilisk', 'Bat', 'Bear', 'Beast', 'Beeble', 'Belenon',
  'Berserker', 'Bird', 'Boar', 'Bolas', 'Bringer', 'Brushwagg', 'Bureaucrat', 'Camel', 'Carrier', 'Cat',
  'Centaur', 'Cephalid', 'Chandra', 'Chicken', 'Child', 'Chimera', 'Clamfolk', 'Cleric', 'Cockatrice',
  'Construct', 'Cow', 'Crab', 'Crocodile', 'Curse', 'Cyclops', 'Dack', 'Daretti', 'Dauthi', 'Demon', 'Desert',
  'Designer', 'Devil', 'Dinosaur', 'Djinn', 'Dominaria', 'Domri', 'Donkey', 'Dovin', 'Dragon', 'Drake',
  'Dreadnought', 'Drone', 'Druid', 'Dryad', 'Dwarf', 'Efreet', 'Egg', 'Elder', 'Eldrazi', 'Elemental',
  'Elephant', 'Elf', 'Elk', 'Elspeth', 'Elves', 'Equilor', 'Equipment', 'Ergamon', 'Etiquette', 'Eye',
  'Fabacin', 'Faerie', 'Ferret', 'Fish', 'Flagbearer', 'Forest', 'Fortification', 'Fox', 'Freyalise', 'Frog',
  'Fungus', 'Gamer', 'Gargoyle', 'Garruk', 'Gate', 'Giant', 'Gideon', 'Gnome', 'Goat', 'Goblin', 'Goblins',
  'God', 'Golem', 'Gorgon', 'Gremlin', 'Griffin', 'Gus', 'Hag', 'Harpy', 'Hellion', 'Hero', 'Hippo',
  'Hippogriff', 'Homarid', 'Homunculus', 'Horror', 'Horse', 'Hound', 'Human', 'Hydra', 'Hyena', 'Igpay',
  'Illusion', 'Imp', 'Incarnation', 'Innistrad', 'Insect', 'Iquatana', 'Ir', 'Island', 'Jace', 'Jellyfish',
  'Juggernaut', 'Kaldheim', 'Kamigawa', 'Karn', 'Karsus', 'Kavu', 'Kaya', 'Kephalai', 'Kinshala', 'Kiora',
  'Kirin', 'Kithkin', 'Knight', 'Kobold', 'Kolbahan', 'Kor', 'Koth', 'Kraken', 'Kyneth', 'Lady', 'Lair',
  'Lamia', 'Lammasu', 'Leech', 'Legend', 'Leviathan', 'Lhurgoyf', 'Licid', 'Liliana', 'Lizard', 'Locus',
  'Lord', 'Lorwyn', 'Luvion', 'Manticore', 'Masticore', 'Mercadia', 'Mercenary', 'Merfolk', 'Metathran',
  'Mime', 'Mine', 'Minion', 'Minotaur', 'Mirrodin', 'Moag', 'Mole', 'Monger', 'Mongoose', 'Mongseng', 'Monk',
  'Monkey', 'Moonfolk', 'Mountain', 'Mummy', 'Muraganda', 'Mutant', 'Myr', 'Mystic', 'Naga', 'Nahiri',
  'Narset', 'Nautilus', 'Nephilim', 'Nightmare', 'Nightstalker', 'Ninja', 'Nissa', 'Nixilis', 'Noggle',
  'Nomad', 'Nymph', 'Octopus', 'Ogre', 'Ooze', 'Orc', 'Orgg', 'Ouphe', 'Ox', 'Oyster', 'Paratrooper',
  'Pegasus', 'Pest', 'Phelddagrif', 'Phoenix', 'Phyrexia', 'Pilot', 'Pirate', 'Plains', 'Plant', 'Power-Plant',
  'Praetor', 'Processor', 'Proper', 'Pyrulea', 'Rabbit', 'Rabiah', 'Ral', 'Rat', 'Rath', 'Ravnica', 'Rebel',
  'Reflection', 'Regatha', 'Rhino', 'Rigger', 'Rogue', 'Sable', 'Saheeli', 'Salamander', 'Samurai',
  'Saproling', 'Sarkhan', 'Satyr', 'Scarecrow', 'Scion', 'Scorpion', 'Scout', 'Segovia', 'Serpent', 'Shade',
  'Shadowmoor', 'Shaman', 'Shandalar', 'Shapeshifter', 'Sheep', 'Ship', 'Shrine', 'Siren', 'Skeleton', 'Slith',
  'Sliver', 'Slug', 'Snake', 'Soldier', 'Soltari', 'Sorin', 'Spawn', 'Specter', 'Spellshaper', 'Sphinx',
  'Spider', 'Spike', 'Spirit', 'Sponge', 'Squid', 'Squirrel', 'Starfish', 'Surrakar', 'Swamp', 'Tamiyo',
  'Teferi', 'Tezzeret', 'Thalakos', 'The', 'Thopter', 'Thrull', 'Tibalt', 'Tower', 'Townsfolk', 'Trap',
  'Treefolk', 'Troll', 'Turtle', 'Ugin', 'Ulgrotha', 'Unicorn', 'Valla', 'Vampire', 'Vedalken', 'Vehicle',
  'Venser', 'Viashino', 'Volver', 'Vraska', 'Vryn', 'Waiter', 'Wall', 'Warrior', 'Weird', 'Werewolf', 'Whale',
  'Wildfire', 'Wizard', 'Wolf', 'Wolverine', 'Wombat', 'Worm', 'Wraith', 'Wurm', 'Xenagos', 'Xerex', 'Yeti',
  'Zendikar', 'Zombie', 'Zubera', 'of',
  // Added by the modern pool (through June 2026), and predefined token types (111.10).
  'Adventure', 'Alien', 'Aminatou', 'Angrath', 'Armadillo', 'Astartes', 'Azra', 'Background', 'Bahamut', 'Bard',
  'Basri', 'Beaver', 'Beholder', 'Bison', 'Bobblehead', 'Book', 'Calix', 'Capybara', 'Cartouche', 'Case', 'Cave',
  'Citizen', 'Class', 'Clown', 'Clue', 'Coward', 'Coyote', 'Custodes', 'Cyberman', 'Dakkon', 'Dalek', 'Davriel',
  'Dellian', 'Demigod', 'Detective', 'Dihada', 'Doctor', 'Dog', 'Drix', 'Echidna', 'Ellywick', 'Elminster', 'Estrid',
  'Eternal', 'Food', 'Fractal', 'Gamma', 'Giraffe', 'Gith', 'Glimmer', 'Gnoll', 'Grist', 'Guff', 'Halfling',
  'Hamster', 'Hedgehog', 'Huatli', 'Infinity', 'Inhuman', 'Inkling', 'Inquisitor', 'Jackal', 'Jared', 'Jaya',
  'Jeska', 'Kaito', 'Kangaroo', 'Kasmina', 'Kree', 'Lemur', 'Lesson', 'Lobster', 'Lolth', 'Lukka', 'Minsc', 'Mite',
  'Moogle', 'Mordenkainen', 'Mount', 'Mouse', 'Necron', 'Niko', 'Noble', 'Oko', 'Omen', 'Otter', 'Pangolin',
  'Peasant', 'Performer', 'Phyrexian', 'Plan', 'Planet', 'Platypus', 'Pony', 'Porcupine', 'Possum', 'Powerstone',
  'Primarch', 'Qu', 'Quintorius', 'Raccoon', 'Ranger', 'Robot', 'Room', 'Rowan', 'Rune', 'Saga', 'Samut', 'Sand',
  'Scientist', 'Seal', 'Serra', 'Shark', 'Siege', 'Sivitri', 'Skrull', 'Skunk', 'Sloth', 'Snail', 'Sorcerer',
  'Spacecraft', 'Sphere', 'Spy', 'Stone', 'Survivor', 'Symbiote', 'Synth', 'Szat', 'Tasha', 'Teyo', 'Tiefling',
  'Time', 'Town', 'Toy', 'Treasure', 'Trilobite', 'Tyranid', 'Tyvar', 'Urza', 'Utrom', 'Varmint', 'Villain',
  'Vivien', 'Vronos', 'Walrus', 'Warlock', 'Weasel', 'Will', 'Windgrace', 'Wrenn', 'Yanggu', 'Yanling', 'Zariel',
  'Blood', 'Gold', 'Incubator', 'Map', 'Junk', 'Shard',
]);
