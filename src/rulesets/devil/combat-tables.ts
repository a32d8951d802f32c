/**
 * The designed combat tables of While the Devil Rules, as data: the Fire and Melee
 * modifiers and the leader-casualty roll. Seed 000 states every
 * rule but never prints the app's numbers; these are ours, small integers on a
 * d6-against-d6 roll, each row with a stable key a scenario may override under
 * `houseRules:`, its reasoning and the passage it rests on. docs/rules/devil-rules.md
 * prints every row (tests keep it in step).
 *
 * Sign convention: every modifier row is added to the die of the side it is listed for; a
 * side's net modifier is the sum of its rows, and only the difference between the two
 * sides matters. Force ratios
 * are credited to the larger side (+1 outnumbers, +2 badly).
 *
 * This module is pure data and imports nothing that reads house rules, so house-rules.ts
 * may list its keys without an import cycle.
 */
import type { Cover, Ground } from './actions.js';
import { ADVANCING_PIKE_AND_SHOT_KEY, type Category } from './catalogue.js';
import type { TroopId } from './troop-ids.js';

export interface TableRow {
  readonly key: string;
  /** Shown in the itemised breakdown. */
  readonly label: string;
  readonly value: number;
  /** A few words for the breakdown: why it applies. */
  readonly reason: string;
  /** The reasoning, for docs/rules/devil-rules.md. */
  readonly why: string;
  /** The guide section (seed 000) the row rests on, and a few of its words. */
  readonly section: string;
  readonly words: string;
}

const r = (key: string, label: string, value: number, reason: string, section: string, words: string, why: string): TableRow => ({
  key,
  label,
  value,
  reason,
  why,
  section,
  words,
});

/** The guide's title, as the rules doc cites it. */
export const SOURCE_TITLE = 'Guide to Play';

// =======================================================================================
// FIRE

/** Types that fire with their own weapon (pistols at contact are a separate row). */
export type FiringTroop = Exclude<TroopId, 'sword-and-buckler' | 'guard-cuirassier' | 'hackapell' | 'cuirassier'>;

const UT = 'Units, Troop Types, and Base Sizes';

/** The firer's weapon and training, per troop type. */
export const FIRE_FIRER: Readonly<Record<FiringTroop, TableRow>> = {
  'dutch-battalion': r('fire.firer.dutch-battalion', 'Dutch battalion musketeers', 0, 'musket sleeves, the standard', 'Fire', 'Musketeers 6 inches 12 inches', 'Musket fire from the shot sleeves is the yardstick every other weapon is measured against.'),
  'veteran-dutch-battalion': r('fire.firer.veteran-dutch-battalion', 'Veteran Dutch battalion musketeers', 0, 'musket; veterans get their own row', 'Fire', 'Musketeers 6 inches 12 inches', 'As the Dutch battalion; the veteran row adds its quality, so the two are told apart in one place only.'),
  tercio: r('fire.firer.tercio', 'Tercio musketeers', 0, 'musket castles', 'Formations', 'fire 1 base with each of its shot bases', 'The castles are ordinary musketeers; a tercio fires at most two bases in any direction (catalogue), which the force ratio already reflects.'),
  'veteran-tercio': r('fire.firer.veteran-tercio', 'Veteran tercio musketeers', 0, 'musket; veterans get their own row', 'Units, Troop Types, and Base Sizes', 'made up of veteran troops', 'As the tercio, with the veteran row on top.'),
  'swedish-brigade': r('fire.firer.swedish-brigade', 'Swedish brigade musketeers', 0, 'musket; three bases to the front', 'Formations', 'maximize the firepower of their shot', 'Its firepower comes from firing three bases frontally (more firing bases, a better force ratio) and from being veteran; no extra row is needed.'),
  'commanded-shot': r('fire.firer.commanded-shot', 'Commanded shot', 0, 'all musketeers', UT, 'all armed with muskets', 'Plain musketeers in a line: the same weapon as the sleeves of a battalion.'),
  streltsy: r('fire.firer.streltsy', 'Streltsy', 0, 'musketeers with axes', UT, 'all armed with muskets and axes', 'The axes matter in melee against horse, not in fire.'),
  militia: r('fire.firer.militia', 'Militia/levy', -1, 'poorly trained, when armed', UT, 'Variously armed, poorly trained', 'Levies given firearms by the scenario shoot worse than trained musketeers.'),
  'forlorn-hope': r('fire.firer.forlorn-hope', 'Forlorn hope', 0, 'musket-armed skirmishers', UT, 'Musket-armed skirmishing parties', 'Good shots in open order; their single base already gives a poor force ratio against formed units.'),
  dragoons: r('fire.firer.dragoons', 'Dragoons', 0, 'musketeers on second-rate horses', UT, 'General-purpose musketeers', 'They dismount to shoot, as musketeers; their one base keeps them weak against big units.'),
  harquebusier: r('fire.firer.harquebusier', 'Harquebusier carbines', -1, 'carbines from the saddle', 'Fire', 'Harqebusier (Carbines), Bows', 'Carbines fired from horseback are lighter and less steady than muskets.'),
  reiter: r('fire.firer.reiter', 'Reiter bows/firearms', -1, 'eastern reiters armed by scenario', 'Fire', 'given the ability to fire by scenario', 'Eastern reiters with bows and firearms shoot like carbines: from the saddle, at short reach.'),
  'irregular-light-horse': r('fire.firer.irregular-light-horse', 'Irregular light horse', -1, 'bows and firearms from the saddle', UT, 'armed with firearms, bows, lances', 'A swarm shooting from horseback: the carbine band and the same penalty.'),
  'light-artillery': r('fire.firer.light-artillery', 'Light artillery', 1, 'six regimental guns per base', UT, '6 3- or 4-pounder guns', 'A base of six light guns outshoots a base of musketeers at the same ratio; the heavier the gun, the harder the hit.'),
  'medium-artillery': r('fire.firer.medium-artillery', 'Medium artillery', 2, 'field guns up to 24 pounds', UT, 'Field pieces and heavy guns', 'Heavier shot than regimental guns: one better than light artillery.'),
  'heavy-artillery': r('fire.firer.heavy-artillery', 'Heavy artillery', 3, 'siege guns of 24 pounds and up', 'Fire', 'Seige guns of 24# and higher', 'The heaviest shot on the field: one better than medium, two better than light.'),
};

/** What the target is: how hard it is to hurt with missiles. */
export const FIRE_TARGET: Readonly<Record<Category, TableRow>> = {
  'pike-and-shot': r('fire.target.pike-and-shot', 'Target is a dense pike-and-shot block', -1, 'deep, crowded formation', 'Units, Troop Types, and Base Sizes', 'An infantry formation of 2000-3000 men', 'A deep block of a thousand or more men cannot avoid the balls; its many bases already give it a good force ratio, so this row keeps musketry against it worth firing.'),
  'foot-line': r('fire.target.foot-line', 'Target is a foot line', 0, 'one base deep', 'Formations', 'one-base-deep line', 'The ordinary target.'),
  skirmisher: r('fire.target.skirmisher', 'Target is skirmishers', 1, 'open order, no formation', 'Formations', 'operate in swarms', 'Forlorn hopes and dragoons in a loose swarm offer little to aim at.'),
  'formed-horse': r('fire.target.formed-horse', 'Target is formed horse', 0, 'a big target, but only two bases', 'Formations', 'two bases side-by-side', 'Horse are big targets, but a squadron is small in bases and quick: no net change.'),
  'irregular-horse': r('fire.target.irregular-horse', 'Target is irregular horse', 1, 'a fluid swarm', 'Formations', 'denser swarms than skirmishers', 'A fluid swarm of light horse is hard to hit hard.'),
  artillery: r('fire.target.artillery', 'Target is artillery', 0, 'guns and crews', UT, 'a gun and 2-6 crewmen', 'Gun crews are few but tied to their guns: no net change.'),
};

export const FIRE_COVER: Readonly<Record<Exclude<Cover, 'none'>, TableRow>> = {
  soft: r('fire.cover.soft', 'Soft cover', 1, 'hedges, woods, light buildings', 'Movement', 'provide soft or hard cover', 'Soft cover (woods, hedges, fences) stops some shot.'),
  hard: r('fire.cover.hard', 'Hard cover', 2, 'walls, stone buildings', 'Movement', 'provide soft or hard cover', 'Hard cover stops much more.'),
  fortified: r('fire.cover.fortified', 'Fortified', 3, 'works built for defence', 'Movement', 'or even fortifications if fortified', 'Fortifications are built to stop shot: the best cover there is.'),
};

export const FIRE = {
  short: r('fire.short', 'Short range', 1, '"Fire is at Short Range" box', 'Fire', 'Short Range', 'Closer fire is deadlier; the range table gives every weapon a short band.'),
  disordered: r('fire.disordered', 'Firer disordered', -1, '"Actor is Disordered/Demoralized" box', 'Combat Effects and Rallying', 'it will reduce their effectiveness', 'A unit in disarray fires raggedly.'),
  demoralized: r('fire.demoralized', 'Firer demoralized', -2, '"Actor is Disordered/Demoralized" box', 'Combat Effects and Rallying', 'bordering on panic', 'A unit close to panic fires wildly: twice the disordered penalty.'),
  leader: r('fire.leader', 'Leader with firer', 1, '"Leader with Actor" box', 'Actions', 'Leader with Actor', 'A general at hand steadies the volleys; the guide lists the box for Fire and Advancing Fire.'),
  veteran: r('fire.veteran', 'Veteran firer', 1, 'veteran troops', 'Formations', 'composed of veteran troops', 'Veterans load faster and fire steadier.'),
  targetVeteran: r('fire.target.veteran', 'Veteran target', 1, 'veterans stand under fire', 'Units, Troop Types, and Base Sizes', 'very well-drilled ("veteran") troops', 'Status levels measure morale as much as losses; veterans shrug off fire that would shake others.'),
  outnumbers: r('fire.ratio.outnumbers', 'Outnumbers the enemy', 1, 'more bases, less than twice', 'Fire', 'more than exactly equal in bases', 'More firing bases against the target\'s bases (or a bigger target against fewer firing bases) is worth one.'),
  badlyOutnumbers: r('fire.ratio.badly-outnumbers', 'Badly outnumbers the enemy', 2, 'twice the bases or more', 'Fire', 'fully twice ("Badly Outnumbered")', 'Twice the bases or more is worth two: a lone base firing on a big battalion barely dents it.'),
  advancing: r('fire.advancing', 'Advancing fire', -2, 'firing on the move', 'Fire', 'much less effective than regular fire', 'A unit firing as it advances aims and reloads worse than one standing: −2 on its die, then the Fire table as for any fire. This row alone makes advancing fire "much less effective": about a third of the same Fire in the usual situations, never more than 2/3 against a target with two or more levels left (see Advancing fire).'),
  pistols: r('fire.pistols', 'Pistols at point-blank', 2, 'fired at contact in a charge', 'Design Notes', 'point-blank firepower was an effective tactic', 'Pistols fire only in charges, at contact. +2 makes point-blank pistols from an OK squadron hurt an OK pike block between a quarter and three quarters of the time, as the design notes ask ("at least some of the time").'),
} as const;

// =======================================================================================
// MELEE

/** Fighting value per troop type, the same as actor or target. Cuirassiers are the zero. */
export const MELEE_TYPE: Readonly<Record<TroopId, TableRow>> = {
  'dutch-battalion': r('melee.type.dutch-battalion', 'Dutch battalion', 1, 'pikes and shot together', 'Design Notes', 'not separate bodies of troops', 'Pike and shot fighting as one body are the solid core of the field; pikes add more against horse (own rows).'),
  'veteran-dutch-battalion': r('melee.type.veteran-dutch-battalion', 'Veteran Dutch battalion', 1, 'pikes and shot; veterans get their own row', 'Formations', 'composed of veteran troops', 'As the Dutch battalion, with the veteran row on top.'),
  tercio: r('melee.type.tercio', 'Tercio', 1, 'great pike block', 'Units, Troop Types, and Base Sizes', 'a large central pike block', 'As the Dutch battalion; its size shows in the force ratio, its all-round pikes in the flank row.'),
  'veteran-tercio': r('melee.type.veteran-tercio', 'Veteran tercio', 1, 'great pike block; veterans get their own row', 'Units, Troop Types, and Base Sizes', 'made up of veteran troops', 'As the tercio, with the veteran row on top.'),
  'swedish-brigade': r('melee.type.swedish-brigade', 'Swedish brigade', 1, 'pike squadrons in a wedge', 'Formations', 'thoroughly drilled', 'As the other pike-and-shot formations; it is always veteran (veteran row).'),
  'commanded-shot': r('melee.type.commanded-shot', 'Commanded shot', -1, 'musketeers without pikes', UT, 'all armed with muskets', 'Musketeers with clubbed muskets and swords are poor at close quarters.'),
  streltsy: r('melee.type.streltsy', 'Streltsy', -1, 'musketeers with axes', UT, 'a modicum of protection against cavalry', 'Musketeers at heart; their axes help only against horse (own row).'),
  'sword-and-buckler': r('melee.type.sword-and-buckler', 'Sword and bucklermen', 1, 'armoured close-combat foot', UT, 'typically well-armored', 'Foot armed and armoured for hand-to-hand fighting are as good as pike and shot at it.'),
  militia: r('melee.type.militia', 'Militia/levy', -2, 'poorly trained', UT, 'Variously armed, poorly trained', 'The weakest foot in a melee: below every other foot type (tested).'),
  'forlorn-hope': r('melee.type.forlorn-hope', 'Forlorn hope', -1, 'skirmishers', UT, 'skirmishing parties on foot', 'Skirmishers are not built for a melee, but they are picked men: above the levy.'),
  dragoons: r('melee.type.dragoons', 'Dragoons', -1, 'skirmishing musketeers', UT, 'Usually fought as skirmishers', 'As the forlorn hope.'),
  'guard-cuirassier': r('melee.type.guard-cuirassier', 'Guard cuirassiers/lancers', 1, 'heavy armour, big horses', UT, 'Heavily armored men mounted on large horses', 'The best horse on the field, one better than cuirassiers before the impetus row.'),
  cuirassier: r('melee.type.cuirassier', 'Cuirassiers', 0, 'sword and pistol, fully armoured', UT, 'Fully armored cavalrymen on heavy horses', 'The yardstick of the table. Fixed by the guide\'s worked example: charging cuirassiers must total +1 (type 0, charging +1).'),
  harquebusier: r('melee.type.harquebusier', 'Harquebusiers', -1, 'lightly armoured, reluctant', UT, 'reluctant to close with the sword', 'Lightly armoured and unwilling to close: one worse than cuirassiers.'),
  reiter: r('melee.type.reiter', 'Reiters', 0, 'sword and pistols at the trot', UT, 'A less-armored style of cuirassiers', 'They fight as cuirassiers do, with sword and pistols at the trot; lighter armour bought mobility, not a worse melee.'),
  hackapell: r('melee.type.hackapell', 'Finnish hackapells', 0, 'unarmoured, sword first', UT, 'Finnish unarmored cavalry', 'Without armour they are no better than reiters in a standing fight; their edge is the charge at the gallop (impetus row).'),
  'irregular-light-horse': r('melee.type.irregular-light-horse', 'Irregular light horse', -1, 'a swarm, not a squadron', 'Formations', 'operated in denser swarms than skirmishers', 'Good against skirmishers and guns; against a formed front they also take the formed-front row.'),
  'light-artillery': r('melee.type.light-artillery', 'Light artillery', -2, 'gun crews', UT, 'a gun and 2-6 crewmen', 'Gunners with handspikes cannot hold off a real attack.'),
  'medium-artillery': r('melee.type.medium-artillery', 'Medium artillery', -2, 'gun crews', UT, 'a gun and 2-6 crewmen', 'As light artillery.'),
  'heavy-artillery': r('melee.type.heavy-artillery', 'Heavy artillery', -2, 'gun crews', UT, 'a gun and 2-6 crewmen', 'As light artillery.'),
};

export type PikeFormation = 'tercio' | 'dutch-battalion' | 'swedish-brigade';

/** Pikes guarding a flank or the rear against horse: all-round in a tercio, thin in a battalion. */
export const PIKES_FLANK: Readonly<Record<PikeFormation, TableRow>> = {
  tercio: r('melee.pikes.flank.tercio', 'Pikes cover the flank (tercio)', 2, 'all-round pike block', 'Formations', 'may fire in any direction', 'A tercio\'s deep pike block can face any side, so horse in its flank or rear are met by pikes almost as at the front: +2 offsets the flank penalty.'),
  'dutch-battalion': r('melee.pikes.flank.dutch-battalion', 'Pikes cover the flank (Dutch battalion)', 1, 'pikes reach the flank poorly', 'Formations', 'less effective than tercios at non-frontal defense', 'A battalion defends its flanks worse than a tercio, "but still far better than not having pikes": +1, between none and the tercio\'s +2. Fixed by the guide\'s worked example (the Dutch battalion must total +1).'),
  'swedish-brigade': r('melee.pikes.flank.swedish-brigade', 'Pikes cover the flank (Swedish brigade)', 1, 'linear like a battalion', 'Formations', 'the formation they adopted after 1634', 'The guide is silent; the brigade is a linear formation like the battalion (its later replacement), so it gets the battalion\'s value.'),
};

/** The modifier for a melee fought on rough or very rough ground, per category. */
export const MELEE_GROUND: Readonly<Record<Exclude<Ground, 'open'>, Readonly<Record<Category, TableRow>>>> = {
  rough: {
    'pike-and-shot': r('melee.ground.rough.pike-and-shot', 'Rough ground (pike block)', -1, 'a great block loses its order', 'Movement', 'for movement purposes, and combat', 'Big formations cannot keep their ranks in broken ground.'),
    'foot-line': r('melee.ground.rough.foot-line', 'Rough ground (foot line)', 0, 'a line copes', 'Movement', 'for movement purposes, and combat', 'A one-deep line of foot copes with broken ground.'),
    skirmisher: r('melee.ground.rough.skirmisher', 'Rough ground (skirmishers)', 0, 'at home in cover', 'Movement', 'Full speed for Forlorn Hopes, Dragoons', 'Skirmishers move at full speed there; no penalty.'),
    'formed-horse': r('melee.ground.rough.formed-horse', 'Rough ground (formed horse)', -1, 'no charge at the knee', 'Movement', 'rough ground in the open', 'Formed horse lose their cohesion and momentum; the guide uses rough ground for chevaux-de-frise against mounted chargers.'),
    'irregular-horse': r('melee.ground.rough.irregular-horse', 'Rough ground (irregular horse)', 0, 'a swarm is not slowed', 'Movement', 'and Iregular Light Horse', 'Irregular horse move at full speed in rough ground; no penalty.'),
    artillery: r('melee.ground.rough.artillery', 'Rough ground (artillery)', 0, 'guns do not manoeuvre in a melee', 'Movement', 'for movement purposes, and combat', 'Gun crews fight where they stand; the ground changes nothing.'),
  },
  'very-rough': {
    'pike-and-shot': r('melee.ground.very-rough.pike-and-shot', 'Very rough ground (pike block)', -2, 'a block falls apart', 'Movement', '3 inches/inch moved', 'Twice the rough-ground penalty.'),
    'foot-line': r('melee.ground.very-rough.foot-line', 'Very rough ground (foot line)', -1, 'even a line breaks up', 'Movement', '3 inches/inch moved', 'Very rough ground breaks up even a line.'),
    skirmisher: r('melee.ground.very-rough.skirmisher', 'Very rough ground (skirmishers)', 0, 'at home in broken ground', 'Movement', '2 inches/inch moved for Forlorn Hopes', 'Skirmishers are the troops for broken ground.'),
    'formed-horse': r('melee.ground.very-rough.formed-horse', 'Very rough ground (formed horse)', -2, 'horses floundering', 'Movement', '4 inches/inch moved for all other Mounted', 'The guide makes very rough ground slowest of all for horse: twice the rough-ground penalty.'),
    'irregular-horse': r('melee.ground.very-rough.irregular-horse', 'Very rough ground (irregular horse)', -1, 'even a swarm is slowed', 'Movement', '4 inches/inch moved for all other Mounted', 'Very rough ground slows all mounted troops, irregular horse included.'),
    artillery: r('melee.ground.very-rough.artillery', 'Very rough ground (artillery)', 0, 'guns fight where they stand', 'Movement', 'Impassable for Medium Field Artillery', 'As rough ground.'),
  },
};

export const MELEE = {
  charging: r('melee.charging', 'Charging', 1, '"Actor is Charging" box', 'Charges', '"Actor is Charging" box must be checked', 'The shock of the charge. Fixed by the guide\'s worked example (charging cuirassiers total +1).'),
  impetus: r('melee.charging.impetus', 'Impetus (charging at the gallop)', 1, 'lancers, guard cuirassiers, hackapells', UT, 'attacking at the gallop without firing', 'Charging at the gallop with lance or sword, instead of trotting up to fire, adds weight: they out-hit cuirassiers in the same charge (tested). They also face no defensive fire frontally.'),
  flanked: r('melee.flanked', 'Taken in flank or rear', -2, '"Taken in Flank/Rear" box', 'Melee', 'contacted them on their sides', 'An attack into a flank or the rear is the classic way to win a melee. Fixed with the Dutch flank row by the worked example.'),
  pikesFront: r('melee.pikes.front', 'Pikes against horse', 2, 'a hedge of pikes to the front', 'Using the Game App', 'hide under a wall of pikes', 'Horse charging the front of an OK pike block at even odds must expect to lose more than they inflict (tested): +2 on top of the formation\'s own +1 beats the cuirassiers\' charge by 2.'),
  axes: r('melee.axes', 'Axes against horse', 1, 'berdiches, less than pikes', UT, 'not as effective as pikes', 'The streltsy\'s axes give "a modicum of protection" against horse: half the pikes\' bonus, frontally only.'),
  formedFront: r('melee.irregular.formed-front', 'Irregular horse against a formed front', -3, 'a swarm cannot break formed troops', 'Charges', 'may not charge any but Irregular Light Horse', 'The guide forbids irregular horse to charge formed troops frontally except when the target is already engaged; when they fight one face to face anyway, they must expect to lose (tested against every formed type, the levy included).'),
  uphill: r('melee.uphill', 'Uphill of the enemy', 1, 'fighting downhill', 'Using the Game App', 'in the open, on level ground', 'The side on the higher ground fights with the slope: the defender of a hill beats the same fight on the level (tested).'),
  obstacle: r('melee.obstacle', 'Defending an obstacle or bank', 1, 'a hedge, wall, ditch or bank', 'Movement', 'Fences, hedges, walls, ditches', 'A linear obstacle breaks the attacker\'s order as it crosses; the defender behind it gains.'),
  disordered: r('melee.disordered', 'Disordered', -1, 'status', 'Combat Effects and Rallying', 'it will reduce their effectiveness', 'Disorder reduces effectiveness.'),
  demoralized: r('melee.demoralized', 'Demoralized', -2, 'status', 'Combat Effects and Rallying', 'almost "sauve qui peut" territory', 'Close to panic: twice the disordered penalty.'),
  leader: r('melee.leader', 'Leader with the unit', 1, '"Leader with Actor/Target" box', 'Leaders and Command Control', 'can help with some actions', 'A general fighting with the unit helps, and risks his life (leader-casualty roll).'),
  veteran: r('melee.veteran', 'Veteran', 1, 'veteran troops', 'Formations', 'composed of veteran troops', 'Veterans fight better at close quarters.'),
  outnumbers: r('melee.ratio.outnumbers', 'Outnumbers the enemy', 1, 'all bases of all involved units', 'Melee', 'all bases in the involved units are counted', 'In a push of pike every man presses forward: more bases, less than twice, is worth one. Fixed by the worked example (3 Dutch bases against 2 of horse).'),
  badlyOutnumbers: r('melee.ratio.badly-outnumbers', 'Badly outnumbers the enemy', 2, 'twice the bases or more', 'Melee', 'all bases in the involved units are counted', 'Twice the bases or more is worth two.'),
} as const;

// =======================================================================================
// LEADER CASUALTIES

/**
 * An attached leader may be "killed or captured in Melee" ("Leaders and Command Control").
 * Designed: a leader whose unit loses levels in a melee rolls 1d6 and adds the levels it
 * lost; he falls on the threshold or more.
 */
export const LEADER_RISK = {
  fallsOn: r('leader.falls-on', 'Leader falls on (d6 + levels lost)', 7, 'killed or captured in a melee', 'Leaders and Command Control', 'killed or captured', 'A leader is at risk only when his unit loses a melee. d6 + levels lost ≥ 7: 1 level falls on a 6 (1/6), 2 levels 5+ (1/3), 3 levels 4+ (1/2); rare enough that leaders still lead from the front, frequent enough to be a real risk.'),
  destroyedLevels: r('leader.destroyed-levels', 'Levels counted when the unit is destroyed', 4, 'the unit overrun', 'Leaders and Command Control', 'killed or captured in Melee', 'A destroyed unit counts as 4 levels lost: its leader falls on 3+ (2/3). Fallen with a destroyed unit he is captured; otherwise he is killed.'),
} as const;

/**
 * Two sentences of "Charges" read two ways. Each switch keeps the tool's reading at 0 and
 * offers the other at 1 (docs/rules/devil-rules.md, Charges, gives both readings).
 */
export const CHARGE_READINGS = {
  fireExceptionTarget: r('charge.reading.fire-exception-target', 'Defensive-fire exception names the target', 0, 'who the exception is about', 'Charges', 'except Sword & Bucklermen, Lancers, and Hackapells', '0: sword-and-bucklermen, lancers and hackapells charging frontally draw no defensive fire. 1: the literal reading, in which those types as targets give none (they never fire anyway), so every charger crossing the arc is fired on.'),
  harquebusierAnyContact: r('charge.reading.harquebusier-any-contact', 'Harquebusiers refuse any contact', 0, 'which contact harquebusiers refuse', 'Charges', 'will not charge an undisordered enemy', '0: harquebusiers halt 1" short only of an undisordered target charged frontally. 1: they halt short of an undisordered target on any face, flank and rear included, unless their carbines disorder it.'),
  impetuousAnyEnemy: r('charge.reading.impetuous-any-enemy', 'An impetuous unit may charge a swarm', 0, 'which enemy is formed', 'Formations', 'charge the nearest formed enemy', '0: forlorn hopes, dragoons and irregular light horse fight as swarms, not formed, so an impetuous unit charges one only when no formed enemy is within charge range. 1: every enemy counts as formed (dragoons are "sometimes loosely formed"), so its charge may go at any enemy the table finds nearest.'),
  passThroughDevastating: r('charge.reading.pass-through-devastating', 'A devastating pass-through fire stops the charge', 0, 'which fire stops a charge', 'Charges', 'Pass-though fire is conducted like other fire', '0: only the target\'s defensive fire stops a charge by being devastating, as the sentence that says so is about the target\'s fire; pass-through fire costs levels but the charger goes on. 1: any fire of the charge that costs 2 levels or more, pass-through fire too, stops the charger 1" short, and no melee follows.'),
  evadeHorsemen: r('charge.reading.evade-horsemen', 'Every mounted target may evade', 0, 'who may evade a charge', 'Actions', 'an evasion if the Target is Irregulars or Horsemen', '0: only forlorn hopes, dragoons and irregular light horse may evade, the three types "Charges" names. 1: "Actions" says a charge may bring "an evasion if the Target is Irregulars or Horsemen", so every mounted target may try it too: cuirassiers, reiters, harquebusiers, hackapells and lancers.'),
  evadeAfterActing: r('charge.reading.evade-after-acting', 'A unit that has acted may still evade', 0, 'whether evading needs the action', 'Charges', 'evade moves will use the evading unit\'s action', '0: evading uses the unit\'s action for the turn, so a unit that has already acted may not evade, as it may not give defensive fire. 1: evading is a reaction open to any forlorn hope, dragoons or irregular light horse charged, acted or not.'),
} as const;

/**
 * "Advancing Fire" lists "formed musketeers (including Streltsy, Militia/Levy, and Commanded
 * Shot)". 0 (ours): those are the musketeer lines the parenthesis names; 1: the shot of Dutch
 * battalions, tercios and Swedish brigades are formed musketeers too and may advance-fire.
 */
export const FIRE_READINGS = {
  splitAnyBase: r('fire.reading.split-any-base', 'A split fire may use every base, pikes too', 0, 'which bases of a pike-and-shot formation fire', 'Formations', 'fire 1 base with each of its shot bases', '0: only the shot bases fire, each once: a tercio its four castles, a Dutch battalion its two sleeves, a Swedish brigade its bases beyond three of pike. 1: each base of the unit may fire once in a split fire, within each arc\'s limit, as if its pikes were shot.'),
  advancingPikeAndShot: r(ADVANCING_PIKE_AND_SHOT_KEY, 'Pike-and-shot formations may make an Advancing Fire', 0, 'who the formed musketeers are', 'Fire', 'including formed musketeers (including Streltsy, Militia/Levy, and Commanded Shot)', '0: the formed musketeers are the musketeer lines the guide names (streltsy, militia/levy, commanded shot); Dutch battalions, tercios and Swedish brigades, whose shot fight with their pikes, make no Advancing Fire. 1: the shot of those formations are formed musketeers too, and the formation may make one.'),
} as const;

// =======================================================================================
// MELEE RESULTS

/**
 * "Combat Effects and Rallying" → "Calculating Fire and Combat Outcomes Using Dice": the melee
 * sentence ends with a difference of 8 or more destroying "the target unit". Which unit that is,
 * is a reading, not a number: 0 (ours) destroys whichever side scored 8 or more lower; 1 reads
 * "the target unit" as the melee's Target, so an actor 8 or more below loses 3 levels instead.
 */
export const MELEE_RESULT = {
  eightTargetOnly: r('melee.reading.eight-target-only', 'A difference of 8 or more destroys only the Target', 0, 'which side the 8+ band destroys', 'Combat Effects and Rallying', 'automatic destruction of the target unit', '0: the side that scored 8 or more below the other is destroyed, actor or target, as every other band of the melee sentence strikes "the side which scored lower". 1: "the target unit" is the melee\'s Target, the only unit this band destroys; an actor 8 or more below loses 3 levels (the 6–7 band).'),
} as const;

// =======================================================================================

/** Every modifier row of the combat tables, in documentation order (signed values). */
export const COMBAT_ROWS: readonly TableRow[] = [
  ...Object.values(FIRE_FIRER),
  ...Object.values(FIRE_TARGET),
  ...Object.values(FIRE_COVER),
  ...Object.values(FIRE),
  ...Object.values(MELEE_TYPE),
  ...Object.values(MELEE),
  ...Object.values(PIKES_FLANK),
  ...Object.values(MELEE_GROUND.rough),
  ...Object.values(MELEE_GROUND['very-rough']),
  ...Object.values(LEADER_RISK),
];

/** Readings of the melee table that a house rule may switch (0 or 1, not modifiers). */
export const MELEE_RESULT_ROWS: readonly TableRow[] = Object.values(MELEE_RESULT);

/** Every house-rule key the combat tables define. */
export const COMBAT_TABLE_KEYS: readonly string[] = [...COMBAT_ROWS, ...Object.values(CHARGE_READINGS), ...Object.values(FIRE_READINGS), ...MELEE_RESULT_ROWS].map((row) => row.key);

/** The pike formation whose flank row applies to a troop type, if any. */
export function pikeFormation(type: TroopId): PikeFormation | null {
  switch (type) {
    case 'tercio':
    case 'veteran-tercio':
      return 'tercio';
    case 'dutch-battalion':
    case 'veteran-dutch-battalion':
      return 'dutch-battalion';
    case 'swedish-brigade':
      return 'swedish-brigade';
    default:
      return null;
  }
}
