import { describe, expect, it } from 'vitest';
import { decodeEntities, filterManualTree, firstTopic, neighbours, openingTopic, pathTo, readingOrder, searchLanguage, splitSnippet, type ManualNodeLike } from './manuals-logic';

describe('search snippets', () => {
  it('splits a snippet into plain and marked stretches', () => {
    expect(splitSnippet('Bleed the <mark>brake</mark> line, then test the <mark>brakes</mark>.')).toEqual([
      { text: 'Bleed the ', mark: false },
      { text: 'brake', mark: true },
      { text: ' line, then test the ', mark: false },
      { text: 'brakes', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('keeps Chinese text and marks as they are', () => {
    expect(splitSnippet('检查<mark>刹车</mark>油液位')).toEqual([
      { text: '检查', mark: false },
      { text: '刹车', mark: true },
      { text: '油液位', mark: false },
    ]);
  });

  it('joins marks that touch (an n-gram index marks each gram)', () => {
    expect(splitSnippet('<mark>刹</mark><mark>车</mark>片')).toEqual([
      { text: '刹车', mark: true },
      { text: '片', mark: false },
    ]);
  });

  it('drops every other tag and decodes entities, so markup in topic text is shown as text', () => {
    const parts = splitSnippet('&lt;img src=x onerror=alert(1)&gt; <b>bold</b><script>x()</script> &amp; <mark class="x">BMS</mark> &#39;ok&#39;');
    expect(parts).toEqual([
      { text: '<img src=x onerror=alert(1)> boldx() & ', mark: false },
      { text: 'BMS', mark: true },
      { text: " 'ok'", mark: false },
    ]);
  });

  it('answers nothing for an empty snippet and one plain part without marks', () => {
    expect(splitSnippet('')).toEqual([]);
    expect(splitSnippet('Torque table')).toEqual([{ text: 'Torque table', mark: false }]);
  });

  it('decodes named, decimal and hex entities and leaves unknown ones', () => {
    expect(decodeEntities('45&nbsp;N&#183;m &#x2265; &quot;x&quot; &bogus;')).toBe('45\u00a0N·m ≥ "x" &bogus;');
  });
});

interface Node extends ManualNodeLike {
  topic?: boolean;
  children?: Node[];
}

const tree: Node[] = [
  {
    id: 'c1', title: 'Battery',
    children: [
      { id: 't1', title: 'Battery pack removal', topic: true },
      { id: 't2', title: 'BMS fault codes', topic: true },
      { id: 'c1a', title: 'Charging', children: [{ id: 't3', title: 'Charging faults', topic: true }] },
    ],
  },
  { id: 'c2', title: 'Empty chapter', children: [] },
  { id: 'c3', title: 'Brakes', children: [{ id: 't4', title: 'Brake bleeding', topic: true }, { id: 't5', title: 'Torque table', topic: true }] },
];
const isTopic = (n: Node) => !!n.topic;

describe('reading order', () => {
  it('lists topics depth first across chapters, skipping chapters', () => {
    expect(readingOrder(tree, isTopic).map((n) => n.id)).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect(firstTopic(tree, isTopic)?.id).toBe('t1');
  });

  it('opens a wiring-diagram manual at its first diagram, others at their first topic', () => {
    const isBrake = (n: Node) => n.title.startsWith('Brake');
    expect(openingTopic(tree, isTopic, isBrake)?.id).toBe('t4');
    expect(openingTopic(tree, isTopic, null)?.id).toBe('t1');
    expect(openingTopic(tree, isTopic, () => false)?.id).toBe('t1');
  });

  it('finds the previous and next topic, across chapter boundaries', () => {
    const mid = neighbours(tree, 't3', isTopic);
    expect([mid.previous?.id, mid.next?.id, mid.index, mid.count]).toEqual(['t2', 't4', 2, 5]);
    expect(neighbours(tree, 't1', isTopic).previous).toBeNull();
    expect(neighbours(tree, 't5', isTopic).next).toBeNull();
  });

  it('has no neighbours for a chapter or an unknown id', () => {
    expect(neighbours(tree, 'c1', isTopic)).toMatchObject({ previous: null, next: null, index: -1 });
    expect(neighbours(tree, null, isTopic).count).toBe(5);
  });
});

describe('breadcrumbs', () => {
  it('is the path from the root chapter down to the topic', () => {
    expect(pathTo(tree, 't3').map((n) => n.id)).toEqual(['c1', 'c1a', 't3']);
    expect(pathTo(tree, 'c3').map((n) => n.id)).toEqual(['c3']);
    expect(pathTo(tree, 'nope')).toEqual([]);
  });
});

describe('tree filter', () => {
  it('keeps matching nodes with their ancestors and opens the ancestors', () => {
    const { tree: cut, expanded } = filterManualTree(tree, 'fault');
    expect(cut.map((n) => n.id)).toEqual(['c1']);
    expect(cut[0].children?.map((n) => n.id)).toEqual(['t2', 'c1a']);
    expect(expanded.sort()).toEqual(['c1', 'c1a']);
  });

  it('keeps a matching chapter whole and everything for an empty filter', () => {
    expect(filterManualTree(tree, 'BRAKES').tree[0].children?.map((n) => n.id)).toEqual(['t4', 't5']);
    expect(filterManualTree(tree, '  ').tree).toBe(tree);
  });
});

describe('search language', () => {
  it('uses the picked language, else Chinese for Chinese characters, else the page language', () => {
    expect(searchLanguage('brake', 'en-US', null, 'zh-CN')).toBe('en-US');
    expect(searchLanguage('刹车', 'en-US', null, 'zh-CN')).toBe('zh-CN');
    expect(searchLanguage('BMS 故障', 'de', null, 'zh-CN')).toBe('zh-CN');
    expect(searchLanguage('刹车', 'en-US', 'vi', 'zh-CN')).toBe('vi');
    expect(searchLanguage('phanh', 'vi', null, 'zh-CN')).toBe('vi');
  });
});
