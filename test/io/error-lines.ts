/** The lines the CLI would print for a scenario's text, or ['ok']: one `error: b.yaml:line:col: …` per problem. */
import { isUserError } from '../../src/engine/errors.js';
import { readScenarioText } from '../../src/io/read-scenario.js';

export function errorLines(text: string): string[] {
  try {
    readScenarioText(text, 'b.yaml');
    return ['ok'];
  } catch (error) {
    if (isUserError(error)) return error.format().split('\n');
    throw error;
  }
}
