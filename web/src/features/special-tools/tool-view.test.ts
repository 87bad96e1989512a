import { describe, expect, it } from 'vitest';
import { SPECIAL_TOOL_CATEGORIES } from '@portal/contract';
import { CATEGORY_COLORS, modelsSummary } from './tool-view';

describe('special-tool cards', () => {
  it('summarise the applicable models in the room they have', () => {
    const models = ['S1 Lite', 'S1 Pro', 'S2 Pro'].map((name, i) => ({ code: `M${i}`, name }));
    expect(modelsSummary({ allModels: true, models: [] })).toEqual({ all: true, shown: [], more: 0 });
    expect(modelsSummary({ allModels: false, models })).toEqual({ all: false, shown: ['S1 Lite', 'S1 Pro'], more: 1 });
    expect(modelsSummary({ allModels: false, models: models.slice(0, 1) })).toEqual({ all: false, shown: ['S1 Lite'], more: 0 });
    expect(modelsSummary({ allModels: false, models }, 5).more).toBe(0);
  });

  it('have a colour for every category', () => {
    expect(Object.keys(CATEGORY_COLORS).sort()).toEqual([...SPECIAL_TOOL_CATEGORIES].sort());
  });
});
