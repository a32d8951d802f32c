/**
 * A guided menu, as data: the prompts module asks, the answer builds a command line. A rule
 * set's presentation builds these from its state, offering only what is legal after each choice.
 */

/** One choice in a guided menu: the command line it stands for and how it reads. */
export interface GuideChoice {
  readonly name: string;
  readonly value: string;
  readonly description?: string;
}

/**
 * `select` offers choices; `confirm` a yes/no; `checkbox` several at once; `number` a count.
 * `next` builds the rest of the dialogue from the answer: another step, the finished line
 * (a string), or null when the menu is closed.
 */
export type GuideStep =
  | {
      readonly kind: 'select';
      readonly message: string;
      readonly choices: readonly GuideChoice[];
      /** The value pre-selected from the state. */
      readonly default?: string;
      readonly next: (value: string) => GuideStep | string | null;
    }
  | { readonly kind: 'confirm'; readonly message: string; readonly default: boolean; readonly next: (value: boolean) => GuideStep | string | null }
  /** Several choices at once (supporting units, combined fire); `checked` are ticked to begin with. */
  | {
      readonly kind: 'checkbox';
      readonly message: string;
      readonly choices: readonly GuideChoice[];
      readonly checked: readonly string[];
      readonly next: (values: readonly string[]) => GuideStep | string | null;
    }
  | {
      readonly kind: 'number';
      readonly message: string;
      readonly default: number;
      readonly min: number;
      readonly max: number;
      /** 'any': a measured value between whole numbers is taken (a range of 12.5"); whole numbers otherwise. */
      readonly step?: 'any';
      /** The rule set's own words for a value it will not take (out of range), in place of a bare "between min and max". */
      readonly invalid?: (value: number) => string | null;
      readonly next: (value: number) => GuideStep | string | null;
    };
