import { describe, expect, it } from 'vitest';
import { FAULT_NODES } from '../../seed/refdata/index.js';
import {
  FaultCatalogue, MIN_RELEVANCE, fieldTerms, pathScore, queryTerms, relevance, stem, textScore, weighTerms, type WeightedField, type WeightedTerm,
} from './cases.relevance.js';

const catalogue = new FaultCatalogue(FAULT_NODES.map((n) => ({ code: n.code, level: n.level, parentCode: n.parentCode, names: Object.values(n.names) as string[] })));
const field = (text: string, weight = 1): WeightedField => ({ terms: fieldTerms(text), weight });
/** Terms of equal weight (a library that does not tell them apart). */
const even = (text: string): WeightedTerm[] => weighTerms(queryTerms(text), new Map(), 0);

describe('stem', () => {
  it('meets the inflections of a word', () => {
    expect(new Set(['brake', 'brakes', 'braking', 'braked'].map(stem))).toEqual(new Set(['brak']));
    expect(new Set(['squeal', 'squeals', 'squealing', 'squealed'].map(stem))).toEqual(new Set(['squeal']));
    expect(stem('batteries')).toBe(stem('battery'));
    expect(stem('stopped')).toBe('stop');
    expect(stem('rubbing')).toBe('rub');
    expect(stem('switches')).toBe('switch');
    expect(stem('tyres')).toBe(stem('tyre'));
  });

  it('only cuts, so the database finds the word by its stem as a prefix', () => {
    for (const w of ['brakes', 'batteries', 'noise', 'pressure', 'charging', 'wobbles', 'flashes', 'stopped', 'glass', 'bus', 'e07', 'bremsflussigkeit']) {
      expect(w.startsWith(stem(w)), w).toBe(true);
      expect(stem(w).length, w).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('queryTerms', () => {
  it('drops function words and lone characters, and folds accents', () => {
    expect(queryTerms('The brake is squealing at the front, v2.3 ').map((t) => t.term)).toEqual(['brak', 'squeal', 'front', 'v2']);
    expect(queryTerms('Bremsflüssigkeit ').map((t) => t.term)).toEqual(['bremsflussigkeit']);
  });

  it('splits Chinese into bigrams', () => {
    expect(queryTerms('前刹车异响').map((t) => t.term)).toEqual(['前刹', '刹车', '车异', '异响']);
    expect(queryTerms('刹车E07故障').map((t) => t.term)).toEqual(['刹车', 'e07', '故障']);
  });

  it('takes the word being typed as a prefix, and not its first letters', () => {
    expect(queryTerms('front brake squ')).toEqual([{ term: 'front', prefix: false }, { term: 'brak', prefix: false }, { term: 'squ', prefix: true }]);
    expect(queryTerms('front brake sq').map((t) => t.term)).toEqual(['front', 'brak']);
    expect(queryTerms('front brake squeal.').every((t) => !t.prefix)).toBe(true);
  });
});

describe('weighTerms', () => {
  const terms = queryTerms('customer brake 车有异响');

  it('weighs a term by its rarity in the library', () => {
    const weighed = weighTerms(terms, new Map([['customer', 30], ['brak', 3], ['异响', 2], ['车有', 0]]), 30);
    const weight = (t: string) => weighed.find((w) => w.term === t)?.weight ?? 0;
    expect(weight('brak')).toBeGreaterThan(2 * weight('customer'));
    expect(weight('customer')).toBeGreaterThan(0);
  });

  it('drops a CJK bigram no case holds (the seam between two words), not an unknown Latin word', () => {
    const weighed = weighTerms(queryTerms('grinding 车有异响'), new Map([['异响', 2]]), 30).map((w) => w.term);
    expect(weighed).toContain('grind');
    expect(weighed).toContain('异响');
    expect(weighed).not.toContain('车有');
  });

  it('weighs all alike in an empty library', () => {
    expect(new Set(weighTerms(terms, new Map(), 0).map((w) => w.weight)).size).toBe(1);
  });
});

describe('textScore', () => {
  it('is the weighed share of the terms found, each at its best field', () => {
    const terms = even('front brake squeal');
    expect(textScore(terms, [field('Front brake squeal, worse after rain')])).toBe(1);
    expect(textScore(terms, [field('Rear shock absorber leaking')])).toBe(0);
    const inTitle = textScore(terms, [field('Front brake squeal'), field('Replace the pads', 0.4)]);
    const inNotes = textScore(terms, [field('Pads glazed'), field('Front brake squeal gone after new pads', 0.4)]);
    expect(inTitle).toBeGreaterThan(inNotes);
    expect(inNotes).toBeCloseTo(0.4);
  });

  it('finds inflections and the word being typed', () => {
    expect(textScore(even('braking squeals'), [field('The brake squealed')])).toBe(1);
    expect(textScore(even('front brake squ'), [field('Front brake squeals')])).toBe(1);
  });

  it('is 0 without terms', () => {
    expect(textScore([], [field('anything')])).toBe(0);
  });
});

describe('pathScore', () => {
  it('scores the deepest node shared: position 1, system 0.6, module 0.3, none 0', () => {
    const squeal = ['BRK', 'BRK01', 'BRK0102'];
    expect(pathScore(squeal, ['BRK', 'BRK01', 'BRK0102'])).toBe(1);
    expect(pathScore(squeal, ['BRK', 'BRK01', 'BRK0101'])).toBe(0.6);
    expect(pathScore(squeal, ['BRK', 'BRK02'])).toBe(0.3);
    expect(pathScore(squeal, ['CHS', 'CHS04', 'CHS0404'])).toBe(0);
    expect(pathScore(squeal, [])).toBe(0);
    // a system picked: a case under it shares the system, not a position
    expect(pathScore(['BRK', 'BRK01'], ['BRK', 'BRK01', 'BRK0102'])).toBe(0.6);
  });
});

describe('relevance', () => {
  const squealCase = {
    fields: [field('Front brake squeal, worse after rain'), field('Glazed brake pads and an oily disc gave a high-frequency vibration', 0.4)],
    path: ['BRK', 'BRK01', 'BRK0102'],
  };
  const tyreCase = {
    fields: [field('Tubeless tyre loses pressure slowly, needs air every two days'), field('Customer has to pump the rear tyre every two days', 0.8)],
    path: ['CHS', 'CHS04', 'CHS0402'],
  };
  const firmware = {
    fields: [field('Service bulletin SB-2026-11: controller firmware V2.3 against cut-outs at full throttle'), field('Update the controller firmware with the diagnostic tool', 0.5)],
    path: catalogue.pathInText('Service bulletin SB-2026-11: controller firmware V2.3 against cut-outs at full throttle'),
  };

  it('puts the brake-squeal case above the tyre case, which is not suggested at all', () => {
    for (const picked of [['BRK', 'BRK01', 'BRK0102'], []]) {
      const terms = even('Front brake squeals when braking');
      const squeal = relevance(terms, picked, squealCase);
      const tyre = relevance(terms, picked, tyreCase);
      expect(squeal.score).toBeGreaterThan(tyre.score);
      expect(squeal.score).toBeGreaterThanOrEqual(MIN_RELEVANCE);
      expect(tyre.score).toBeLessThan(MIN_RELEVANCE);
    }
  });

  it('leaves a firmware bulletin out of a brake grinding noise, "full" and all', () => {
    for (const picked of [['BRK', 'BRK01'], []]) {
      expect(relevance(even('Brake grinding noise at full stop'), picked, firmware).score).toBeLessThan(MIN_RELEVANCE);
    }
    expect(relevance(even('Loses power at full throttle, controller cuts out'), ['DRV', 'DRV02', 'DRV0206'], firmware).score).toBeGreaterThanOrEqual(MIN_RELEVANCE);
  });

  it('suggests a case of the very position picked before a word is shared, not one of the system only', () => {
    const terms = even('lever soft');
    expect(relevance(terms, ['BRK', 'BRK01', 'BRK0102'], squealCase)).toMatchObject({ path: 1, text: 0 });
    expect(relevance(terms, ['BRK', 'BRK01', 'BRK0102'], squealCase).score).toBeGreaterThanOrEqual(MIN_RELEVANCE);
    expect(relevance(terms, ['BRK', 'BRK01'], squealCase).score).toBeLessThan(MIN_RELEVANCE);
  });

  it('is the text alone when no path is picked', () => {
    expect(relevance(even('brake squeal'), [], squealCase)).toEqual({ score: 1, text: 1, path: null });
  });
});

describe('FaultCatalogue', () => {
  it('keeps a picked path down to the first code that does not continue it', () => {
    expect(catalogue.pickedPath(['BRK', 'BRK01', 'BRK0102'])).toEqual(['BRK', 'BRK01', 'BRK0102']);
    expect(catalogue.pickedPath(['BRK', 'BRK02', 'BRK0102'])).toEqual(['BRK', 'BRK02']);
    expect(catalogue.pickedPath([undefined, 'BRK01'])).toEqual([]);
    expect(catalogue.pickedPath(['NOPE'])).toEqual([]);
  });

  it('places a case by the catalogue names it stores, in any language', () => {
    expect(catalogue.pathOfNames({ module: '制动系统', system: '前制动', position: '前刹车片' })).toEqual(['BRK', 'BRK01', 'BRK0102']);
    expect(catalogue.pathOfNames({ module: 'Braking system', system: 'Front brake', position: 'Front brake pads' })).toEqual(['BRK', 'BRK01', 'BRK0102']);
    expect(catalogue.pathOfNames({ module: 'Braking system', system: 'Front brake', position: 'Something else' })).toEqual(['BRK', 'BRK01']);
    expect(catalogue.pathOfNames({ module: 'Chassis', system: 'Brakes', position: '' })).toEqual([]);
  });

  it('places a bulletin by the deepest node its theme names', () => {
    expect(catalogue.pathInText('Service bulletin SB-2026-11: controller firmware V2.3 against cut-outs at full throttle')).toEqual(['DRV', 'DRV02', 'DRV0206']);
    expect(catalogue.pathInText('Recall R-2026-07: rear brake hose clamp on early S2 Pro vehicles')).toEqual(['BRK', 'BRK02']);
    expect(catalogue.pathInText('Warranty: battery packs of vehicles built from 2025')).toEqual(['BAT', 'BAT01']);
    expect(catalogue.pathInText('Portal maintenance on Saturday')).toEqual([]);
  });
});
