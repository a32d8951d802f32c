/**
 * TRANSITIONAL (issue 12): a view file that still prints lines (`RulesetViews`, views/types.ts)
 * seen through the new interface (`RulesetPresentation`, present/ruleset.ts). Each answer
 * becomes one `preformatted` block holding its lines without colour and, drawn only when
 * asked, with colour; its `json` becomes the presentation's `data`, so `--json` is unchanged.
 * A rule set's presentation.ts wraps its views with this, then replaces them one at a time
 * with views that return blocks (docs/architecture.md, "Converting a view"). When the last
 * view is converted, this file goes.
 */
import type { Result } from '../../engine/result.js';
import type { Json, Prepainted, Presentation, Preformatted } from '../../present/model.js';
import { makePaint, type Paint, plain } from '../../present/paint.js';
import type { RulesetPresentation } from '../../present/ruleset.js';
import type { RulesetViews, ViewAnswer } from './types.js';

const colour = makePaint(true);

/** Lines drawn without colour now, and with colour only if a renderer asks (once). */
function lines(draw: (paint: Paint) => readonly string[]): Preformatted {
  const first = draw(plain);
  let painted: readonly string[] | undefined;
  return {
    type: 'preformatted',
    plain: first,
    get painted() {
      painted ??= draw(colour);
      return painted;
    },
  };
}

function text(draw: (paint: Paint) => string): Prepainted {
  const first = draw(plain);
  let painted: string | undefined;
  return {
    plain: first,
    get painted() {
      painted ??= draw(colour);
      return painted;
    },
  };
}

const kindOf = (json: unknown, fallback: string): string => {
  const kind = (json as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' ? kind : fallback;
};

/** A legacy answer as a presentation; `draw` is asked again for the coloured lines. */
function answer(first: ViewAnswer, draw: (paint: Paint) => ViewAnswer, fallbackKind: string): Presentation {
  let painted: readonly string[] | undefined;
  const block: Preformatted = {
    type: 'preformatted',
    plain: first.lines,
    get painted() {
      painted ??= draw(colour).lines;
      return painted;
    },
  };
  return { kind: kindOf(first.json, fallbackKind), blocks: [block], ...(first.json === undefined ? {} : { data: first.json as Json }) };
}

function result(draw: (paint: Paint) => Result<ViewAnswer, string>, fallbackKind: string): Result<Presentation, string> {
  const first = draw(plain);
  if (!first.ok) return first;
  return {
    ok: true,
    value: answer(
      first.value,
      (paint) => {
        const again = draw(paint);
        return again.ok ? again.value : first.value;
      },
      fallbackKind,
    ),
  };
}

/** TRANSITIONAL: the views of a rule set not yet converted to blocks, as its presentation. */
export function legacyPresentation<St>(views: RulesetViews<St>): RulesetPresentation<St> {
  const modsLines = views.modsLines?.bind(views);
  const oddsLines = views.oddsLines?.bind(views);
  return {
    rulesetId: views.rulesetId,
    where: (state) => views.where(state),
    header: (state) => [text((paint) => views.header(state, paint))],
    prompt: (state) => views.prompt(state),
    battle: (state, scenario) => answer(views.battle(state, scenario, plain), (paint) => views.battle(state, scenario, paint), 'battle'),
    views: Object.fromEntries(Object.entries(views.views).map(([word, view]) => [word, (state: St, args: string) => result((paint) => view(state, args, paint), word)])),
    rules: (topic, state) => result((paint) => views.rules(topic, paint, state), 'rules'),
    ruleTopics: views.ruleTopics,
    preview: (state, action) => views.preview(state, action),
    ...(modsLines ? { mods: (p) => [lines((paint) => modsLines(p, paint))] } : {}),
    ...(oddsLines ? { odds: (p, odds) => [lines((paint) => oddsLines(p, odds, paint))] } : {}),
    parseAction: (state, line) => views.parseAction(state, line),
    commands: views.commands,
    helpFor: (word) => views.helpFor(word),
    ...(views.localize ? { localize: views.localize.bind(views) } : {}),
    complete: (state, line, words) => views.complete(state, line, words),
    names: (state) => views.names(state),
    guide: (state) => views.guide(state),
    questions: (state, line) => views.questions(state, line),
    ...(views.followUp ? { followUp: views.followUp.bind(views) } : {}),
    ...(views.diceCommands ? { diceCommands: views.diceCommands } : {}),
    ...(views.naming ? { naming: views.naming.bind(views) } : {}),
    ...(views.standing ? { standing: views.standing.bind(views) } : {}),
  };
}
