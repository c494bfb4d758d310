/**
 * 205.3m: the creature types (shared by creatures and kindred cards). Used by changeling (702.73a),
 * which makes an object every creature type. The list is 205.3m plus the creature types printed on
 * creature and kindred cards of the card index that postdate it.
 */
export const CREATURE_TYPES: readonly string[] = [
  'Advisor', 'Aetherborn', 'Ally', 'Angel', 'Antelope', 'Ape', 'Archer', 'Archon', 'Artificer', 'Assassin',
  'Assembly-Worker', 'Atog', 'Aurochs', 'Avatar', 'Badger', 'Barbarian', 'Basilisk', 'Bat', 'Bear', 'Beast',
  'Beeble', 'Berserker', 'Bird', 'Blinkmoth', 'Boar', 'Bringer', 'Brushwagg', 'Bureaucrat', 'Camarid',
  'Camel', 'Caribou', 'Carrier', 'Cat', 'Centaur', 'Cephalid', 'Chicken', 'Child', 'Chimera', 'Citizen',
  'Clamfolk', 'Cleric', 'Cockatrice', 'Construct', 'Cow', 'Coward', 'Crab', 'Crocodile', 'Cyclops', 'Dauthi',
  'Demon', 'Deserter', 'Designer', 'Devil', 'Dinosaur', 'Djinn', 'Donkey', 'Dragon', 'Drake', 'Dreadnought',
  'Drone', 'Druid', 'Dryad', 'Dwarf', 'Efreet', 'Egg', 'Elder', 'Eldrazi', 'Elemental', 'Elephant', 'Elf',
  'Elk', 'Eye', 'Faerie', 'Ferret', 'Fish', 'Flagbearer', 'Fox', 'Frog', 'Fungus', 'Gamer', 'Gargoyle',
  'Germ', 'Giant', 'Gnome', 'Goat', 'Goblin', 'God', 'Golem', 'Gorgon', 'Graveborn', 'Gremlin', 'Griffin',
  'Gus', 'Hag', 'Harpy', 'Hellion', 'Hero', 'Hippo', 'Hippogriff', 'Homarid', 'Homunculus', 'Horror',
  'Horse', 'Hound', 'Human', 'Hydra', 'Hyena', 'Illusion', 'Imp', 'Incarnation', 'Insect', 'Jellyfish',
  'Juggernaut', 'Kavu', 'Kirin', 'Kithkin', 'Knight', 'Kobold', 'Kor', 'Kraken', 'Lamia', 'Lammasu', 'Leech',
  'Leviathan', 'Lhurgoyf', 'Licid', 'Lizard', 'Manticore', 'Masticore', 'Mercenary', 'Merfolk', 'Metathran',
  'Mime', 'Minion', 'Minotaur', 'Mole', 'Monger', 'Mongoose', 'Monk', 'Monkey', 'Moonfolk', 'Mummy',
  'Mutant', 'Myr', 'Mystic', 'Naga', 'Nautilus', 'Nephilim', 'Nightmare', 'Nightstalker', 'Ninja', 'Noggle',
  'Nomad', 'Nymph', 'Octopus', 'Ogre', 'Ooze', 'Orb', 'Orc', 'Orgg', 'Ouphe', 'Ox', 'Oyster', 'Paratrooper',
  'Pegasus', 'Pentavite', 'Pest', 'Phelddagrif', 'Phoenix', 'Pilot', 'Pincher', 'Pirate', 'Plant', 'Praetor',
  'Prism', 'Processor', 'Rabbit', 'Rat', 'Rebel', 'Reflection', 'Rhino', 'Rigger', 'Rogue', 'Sable',
  'Salamander', 'Samurai', 'Sand', 'Saproling', 'Satyr', 'Scarecrow', 'Scion', 'Scorpion', 'Scout', 'Serf',
  'Serpent', 'Shade', 'Shaman', 'Shapeshifter', 'Sheep', 'Ship', 'Siren', 'Skeleton', 'Slith', 'Sliver',
  'Slug', 'Snake', 'Soldier', 'Soltari', 'Spawn', 'Specter', 'Spellshaper', 'Sphinx', 'Spider', 'Spike',
  'Spirit', 'Splinter', 'Sponge', 'Squid', 'Squirrel', 'Starfish', 'Surrakar', 'Survivor', 'Tetravite',
  'Thalakos', 'Thopter', 'Thrull', 'Townsfolk', 'Treefolk', 'Triskelavite', 'Troll', 'Turtle', 'Unicorn',
  'Vampire', 'Vedalken', 'Viashino', 'Volver', 'Waiter', 'Wall', 'Warrior', 'Weird', 'Werewolf', 'Whale',
  'Wizard', 'Wolf', 'Wolverine', 'Wombat', 'Worm', 'Wraith', 'Wurm', 'Yeti', 'Zombie', 'Zubera',
];
