// Placeholder: the scenario schema lands with the foundation issue.
import { z } from 'zod';
import type { CheckSummary, ScenarioIssue } from '../../engine/ruleset.js';
import { err, type Result } from '../../engine/result.js';
import type { DevilScenario } from './state.js';

export const devilScenarioSchema = z.object({ ruleset: z.literal('devil-rules') });
export function buildDevilScenario(_raw: unknown): Result<{ scenario: DevilScenario; warnings: ScenarioIssue[] }, ScenarioIssue[]> {
  return err([{ path: [], message: 'not implemented' }]);
}
export function summarizeDevil(scenario: DevilScenario, warnings: readonly string[]): CheckSummary {
  return { ruleset: 'devil-rules', title: scenario.title, sides: [], warnings };
}
