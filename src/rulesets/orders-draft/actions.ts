/** What a typed command asks of the orders-based draft, as data. Units and commanders by id. */
import type { OrderKind, Rank } from './types.js';

export interface OrderAction {
  readonly kind: 'order';
  /** The regiment id, which is also its commander's (AC1). */
  readonly commander: string;
  readonly units: readonly string[];
  readonly orders: readonly OrderKind[];
  /** 3.2: one roll for the units declared together. */
  readonly regimentWide: boolean;
  readonly target?: string;
  readonly guard?: string;
  readonly support?: string;
  /** Change Formation (3.3.6): the new number of stands across the front. */
  readonly width?: number;
  /** The game master's answers that refuse an order (4.2, 3.3.4). */
  readonly outOfArc: boolean;
  readonly noSight: boolean;
  readonly tooFar: boolean;
  /** 3.3.4 step 5: the guard cannot see the charging enemy, so does not react. */
  readonly guardUnseen: boolean;
  /** 3.3.4 step 5, one by one: the charging units no guard can see (a guard meets the first it sees). */
  readonly guardUnseenBy?: readonly string[];
  /** 3.3.4 step 5, each guard's own sight: the charging units this guard cannot see (null: none of them). */
  readonly guardBlind?: readonly GuardBlind[];
}

/** One guard's sight (3.3.4 step 5): the charging units it cannot see, or null for all of them. */
export interface GuardBlind {
  readonly guard: string;
  readonly chargers: readonly string[] | null;
}

export type CorrectionAction =
  | { readonly kind: 'disorder'; readonly unit: string; readonly on: boolean; readonly why?: string }
  /** `width`: the front the unit reforms to (2.4); by default the widest it still can. */
  | { readonly kind: 'lose'; readonly unit: string; readonly stands: number; readonly width?: number; readonly why?: string }
  | { readonly kind: 'rout'; readonly unit: string; readonly why?: string }
  | { readonly kind: 'kill'; readonly commander: string; readonly why?: string }
  | { readonly kind: 'morale-check'; readonly unit: string; /** null: rolled under the house rule (2.9.1). */ readonly passed: boolean | null; readonly why?: string }
  | { readonly kind: 'promote'; readonly unit: string; readonly rank?: Rank; readonly rating: number; readonly why?: string }
  | { readonly kind: 'cancel-charge'; readonly unit: string; readonly why?: string }
  | { readonly kind: 'end'; readonly winner: 0 | 1 | null; readonly why?: string };

export type OrdersAction =
  | OrderAction
  | { readonly kind: 'charge-move'; readonly unit: string; readonly distance: number }
  /** 3.3.4: the guard of the unit charged meets a waiting charge, as at a declaration. */
  | { readonly kind: 'guard-react'; readonly unit: string }
  /** No commander: the one giving orders, or the only one not done (turn.ts). */
  | { readonly kind: 'done'; readonly commander?: string }
  | { readonly kind: 'next' }
  /** The game master's words in the journal, at any step and after the battle. */
  | { readonly kind: 'note'; readonly text: string }
  | CorrectionAction;
