/** The JSON renderer: the model itself, or the typed data a view gives for clients. */
import { describe, expect, it } from 'vitest';
import { heading, meter, present, sentence, strong, table } from '../../src/present/build.js';
import { renderJson } from '../../src/present/json.js';

describe('JSON renderer', () => {
  it('prints the blocks as they are when the view gives no data', () => {
    const p = present('morale', [heading('Morale'), table(['side', ''], [['Swedes', meter(3, 13)]]), sentence([strong('Swedes'), ' hold'], 'gain')]);
    const json = JSON.parse(JSON.stringify(renderJson(p)));
    expect(json).toEqual({
      kind: 'morale',
      blocks: [
        { type: 'heading', text: 'Morale' },
        { type: 'table', columns: [{ heading: 'side' }, { heading: '' }], rows: [['Swedes', { meter: { value: 3, max: 13 } }]] },
        { type: 'sentence', text: [{ text: 'Swedes', strong: true }, ' hold'], tone: 'gain' },
      ],
    });
  });

  it('prints exactly the data a view gives, so documented fields stay as they are', () => {
    const data = { kind: 'status', turn: 1, units: [{ id: 'A1', bases: 6 }] };
    expect(JSON.stringify(renderJson(present('status', [heading('Swedes')], data)))).toBe(JSON.stringify(data));
  });

  it('prints the blocks themselves when a view gives no data: the model is the JSON', () => {
    const p = present('rules', [heading('Fire'), sentence([{ text: 'a', tone: 'loss' }])]);
    expect(JSON.parse(JSON.stringify(renderJson(p)))).toEqual({ kind: 'rules', blocks: [...p.blocks] });
  });
});
