/** Small builders for what an action returns: events, resolutions, the outcome. */
import { ok, type Result } from '../../engine/result.js';
import type { ActionOutcome, BattleEvent, Change, Resolution } from '../../engine/ruleset.js';
import type { OrdersState } from './state.js';
import { aside } from '../../present/words.js';

export interface OrdersEvent extends BattleEvent {
  readonly unit?: string;
}

export const event = (type: string, text: string, unit?: string): OrdersEvent => (unit === undefined ? { type, text } : { type, text, unit });

export function resolution(action: string, result: string, extra: Partial<Resolution> = {}, changes: readonly Change[] = []): Resolution {
  return { action, result, changes, ...extra };
}

export const outcome = (state: OrdersState, results: readonly Resolution[], events: readonly BattleEvent[]): Result<ActionOutcome<OrdersState>, never> => ok({ state, events, results });

export const because = aside;
