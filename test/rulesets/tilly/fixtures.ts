/** Scenario objects for the Tilly tests (plain data: no test framework needed). */

const cmd = (name: string, units: readonly unknown[]) => ({ name, units });

/**
 * The units of the rule book's examples (seed 003, "Shooting example", "Charge examples",
 * "Step 3.3. Point Blank Shooting", "Rally back examples"): the French and Weimarians attack
 * the Spanish and Imperialists.
 */
export const SHOOTING_EXAMPLE = {
  ruleset: 'tilly',
  title: 'The shooting example',
  baseWidth: '80mm',
  sides: [
    {
      name: 'French-Weimarian Alliance',
      role: 'attacker',
      commands: [
        cmd('French', [
          { name: 'French General', type: 'commander' },
          { name: 'French Horse', type: 'horse' },
          { name: 'French Pike+shot', type: 'pike-and-shot' },
          { name: 'Second French Horse', type: 'horse' },
        ]),
        cmd('Weimarians', [
          { name: 'Weimarian General', type: 'commander' },
          { name: 'Weimarian Pike+shot', type: 'pike-and-shot' },
          { name: 'Weimarian Horse', type: 'horse' },
        ]),
      ],
    },
    {
      name: 'Spanish-Imperial Alliance',
      role: 'defender',
      commands: [
        cmd('Spanish', [
          { name: 'Spanish General', type: 'commander' },
          { name: 'Spanish Pike+shot', type: 'pike-and-shot' },
          { name: 'Spanish Shot', type: 'shot' },
          { name: 'Spanish Horse', type: 'horse' },
        ]),
        cmd('Imperialists', [
          { name: 'Imperial General', type: 'commander' },
          { name: 'Imperial Cannons', type: 'cannons' },
          { name: 'Imperial Pike+shot', type: 'pike-and-shot' },
          { name: 'Imperial Horse', type: 'horse' },
        ]),
      ],
    },
  ],
};

/** A small battle with every unit type, for the rules' own tests (not a published scenario). */
export const ARMIES = {
  ruleset: 'tilly',
  title: 'A test of arms',
  baseWidth: '40mm',
  quality: true,
  evade: true,
  sides: [
    {
      name: 'Swedes',
      role: 'attacker',
      commands: [
        cmd('Horse wing', [
          { name: 'Horn', type: 'commander' },
          { name: 'Swedish Horse', type: 'horse', count: 2 },
          { name: 'Finnish Light Horse', type: 'light-horse' },
        ]),
        cmd('Foot', [
          { name: 'Baner', type: 'commander' },
          { name: 'Yellow Brigade', type: 'pike-and-shot', quality: 'superior' },
          { name: 'Blue Brigade', type: 'pike-and-shot' },
          { name: 'Swedish Musketeers', type: 'shot' },
          { name: 'Swedish Dragoons', type: 'dragoons' },
          { name: 'Swedish Guns', type: 'cannons' },
        ]),
      ],
    },
    {
      name: 'Imperialists',
      role: 'defender',
      commands: [
        cmd('Horse', [
          { name: 'Pappenheim', type: 'commander' },
          { name: 'Cuirassiers', type: 'horse', count: 2 },
          { name: 'Croats', type: 'light-horse' },
        ]),
        cmd('Foot', [
          { name: 'Tilly', type: 'commander' },
          { name: 'Tercio', type: 'pike-and-shot', count: 2 },
          { name: 'Imperial Shot', type: 'shot' },
          { name: 'Peasants', type: 'rabble' },
          { name: 'Imperial Guns', type: 'cannons' },
          { name: 'Imperial Dragoons', type: 'dragoons', quality: 'inferior' },
        ]),
      ],
    },
  ],
};
