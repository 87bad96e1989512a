import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Empty, Input, Spin, Tag, Tooltip } from 'antd';
import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract';
import { fetchText } from './fetch-text';
import { sanitizeSvg } from './sanitize-svg';
import { useZoomPan } from './use-zoom-pan';
import { ZoomControls } from './zoom-controls';
import { centreOffset, findLabels, kindOf, normalizeLabel, stepMatch, stepsToZoom, type DiagramLabel, type LabelKind } from './circuit-viewer.labels';
import './circuit-viewer.css';

/** A found label is shown at least this large. */
const FOCUS_ZOOM = 2;
const FIND_DEBOUNCE_MS = 200;
const SVG_NS = 'http://www.w3.org/2000/svg';

const KIND_COLORS: Record<LabelKind, string> = {
  connector: 'blue',
  component: 'purple',
  wire: 'orange',
  pin: 'cyan',
  fuse: 'red',
  ground: 'green',
  label: 'default',
};

interface CircuitViewerProps {
  /** The diagram's URL (an SVG, or an HTML topic holding one); fetched with the token header. */
  url: string;
  /** Accessible name of the diagram. */
  title?: string;
  /** A label to find as soon as the diagram is shown (a part code or connector from a link). */
  initialQuery?: string;
}

/** The diagram's `<svg>`, whether the URL answers the SVG itself or an HTML page holding it. */
function parseDiagram(text: string): SVGSVGElement | null {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('<svg') || trimmed.startsWith('<?xml')) return sanitizeSvg(text);
  const svg = new DOMParser().parseFromString(text, 'text/html').querySelector('svg');
  return svg ? sanitizeSvg(new XMLSerializer().serializeToString(svg)) : null;
}

/**
 * The searchable labels of a diagram in document order: every `<text>`, and elements naming
 * themselves with `data-label` (a connector symbol, a wire) unless a text inside says the same.
 */
function collectLabels(svg: SVGSVGElement): { labels: DiagramLabel[]; elements: SVGGraphicsElement[] } {
  const labels: DiagramLabel[] = [];
  const elements: SVGGraphicsElement[] = [];
  for (const el of Array.from(svg.querySelectorAll<SVGGraphicsElement>('text, [data-label]'))) {
    const isText = el.tagName.toLowerCase() === 'text';
    // a <text> inside a labelled group that already carries the same words is one label, not two
    if (isText && el.parentElement?.closest('[data-label]')) {
      const group = el.parentElement.closest('[data-label]')!;
      if (normalizeLabel(group.getAttribute('data-label') ?? '') === normalizeLabel(el.textContent ?? '')) continue;
    }
    const text = (isText ? el.textContent : el.getAttribute('data-label'))?.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const declared = el.closest('[data-kind]')?.getAttribute('data-kind');
    const classes = [...Array.from(el.classList), ...Array.from(el.parentElement?.classList ?? [])];
    labels.push({ index: labels.length, text, kind: kindOf(declared, classes) });
    elements.push(el);
  }
  return { labels, elements };
}

/** Draws the pulsing ring behind a found element, in the element's own coordinates. */
function drawFocusRing(el: SVGGraphicsElement): SVGRectElement | null {
  let box: DOMRect;
  try {
    box = el.getBBox();
  } catch {
    return null;
  }
  if (!el.parentNode || (box.width === 0 && box.height === 0)) return null;
  const pad = Math.max(2, Math.min(box.width, box.height) * 0.35);
  const ring = document.createElementNS(SVG_NS, 'rect');
  ring.setAttribute('class', 'cv-focus-ring');
  ring.setAttribute('x', String(box.x - pad));
  ring.setAttribute('y', String(box.y - pad));
  ring.setAttribute('width', String(box.width + 2 * pad));
  ring.setAttribute('height', String(box.height + 2 * pad));
  ring.setAttribute('rx', String(pad));
  const transform = el.getAttribute('transform');
  if (transform) ring.setAttribute('transform', transform);
  el.parentNode.insertBefore(ring, el);
  return ring;
}

/**
 * A wiring diagram (spec §1): inlined as sanitized SVG, zoomed 0.2–6 by wheel and buttons, panned
 * by dragging. The find box searches its labels (connectors, components, wire colours), lists the
 * matches, and centres and rings the chosen one; Enter and the arrows step through them.
 */
export function CircuitViewer({ url, title, initialQuery = '' }: CircuitViewerProps) {
  const { t } = useTranslation('manuals');
  const view = useZoomPan();
  const host = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const elements = useRef<SVGGraphicsElement[]>([]);
  const ring = useRef<SVGRectElement | null>(null);
  const [labels, setLabels] = useState<DiagramLabel[]>([]);
  const [focusShift, setFocusShift] = useState({ x: 0, y: 0 });
  const [query, setQuery] = useState(initialQuery);
  const [applied, setApplied] = useState(initialQuery);
  const [current, setCurrent] = useState(-1);

  const { data: text, isLoading, isError } = useQuery({
    queryKey: ['manuals', 'diagram', url],
    queryFn: ({ signal }) => fetchText(url, 'image/svg+xml, text/html', signal),
    staleTime: 5 * 60_000,
  });
  const svg = useMemo(() => (text ? parseDiagram(text) : null), [text]);
  const matches = useMemo(() => findLabels(labels, applied), [labels, applied]);

  useEffect(() => {
    const id = setTimeout(() => setApplied(query), FIND_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [query]);

  // a new diagram starts unzoomed with its labels read afresh
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    el.replaceChildren();
    view.reset();
    setFocusShift({ x: 0, y: 0 });
    if (!svg) {
      elements.current = [];
      setLabels([]);
      return;
    }
    svg.setAttribute('width', '100%');
    svg.setAttribute('height', '100%');
    svg.setAttribute('role', 'img');
    if (title) svg.setAttribute('aria-label', title);
    el.appendChild(svg);
    const found = collectLabels(svg);
    elements.current = found.elements;
    setLabels(found.labels);
  }, [svg, title]); // eslint-disable-line react-hooks/exhaustive-deps

  // every match is tinted; the first one is chosen whenever the matches change
  useEffect(() => {
    const set = new Set(matches.map((m) => m.index));
    elements.current.forEach((el, i) => el.classList.toggle('cv-match', set.has(i)));
    setCurrent(matches.length ? 0 : -1);
  }, [matches]);

  /** Brings an element to the middle of the stage, at FOCUS_ZOOM or the zoom the user chose if larger. */
  const centreOn = (el: Element) => {
    const box = canvas.current;
    if (!box) return;
    const target = el.getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    const zoom = view.zoom || 1;
    const point = { x: (target.left + target.width / 2 - frame.left) / zoom, y: (target.top + target.height / 2 - frame.top) / zoom };
    setFocusShift((shift) => centreOffset(point, { width: box.offsetWidth, height: box.offsetHeight }, shift));
    const goal = Math.min(LIMITS.zoomMax, Math.max(view.zoom, FOCUS_ZOOM));
    view.reset();
    for (let i = 0; i < stepsToZoom(goal); i++) view.zoomIn();
  };

  // the chosen match: ringed, emphasised and centred
  const chosen = current >= 0 ? matches[current] : undefined;
  useEffect(() => {
    ring.current?.remove();
    ring.current = null;
    elements.current.forEach((el) => el.classList.remove('cv-current'));
    if (!chosen) return;
    const el = elements.current[chosen.index];
    if (!el) return;
    el.classList.add('cv-current');
    ring.current = drawFocusRing(el);
    centreOn(el);
  }, [chosen]); // eslint-disable-line react-hooks/exhaustive-deps

  const step = (delta: 1 | -1) => setCurrent((c) => stepMatch(c, delta, matches.length));
  const resetView = () => {
    view.reset();
    setFocusShift({ x: 0, y: 0 });
  };

  const hasQuery = normalizeLabel(applied) !== '';
  const counter = matches.length ? t('circuit.find.counter', { current: current + 1, count: matches.length }) : hasQuery ? t('circuit.find.none') : '';

  return (
    <div className="circuit-viewer" data-testid="circuit-viewer">
      <div className="cv-main">
        <div
          className={`cv-stage${view.dragging ? ' is-dragging' : ''}`}
          {...view.stage}
          data-testid="circuit-stage"
        >
          {isLoading && <Spin className="cv-centre" />}
          {(isError || (!isLoading && !svg)) && <Empty className="cv-centre" description={t('circuit.failed')} />}
          <div className="cv-canvas" ref={canvas} style={{ transform: view.transform }}>
            <div className="cv-shift" style={{ transform: `translate(${focusShift.x}px, ${focusShift.y}px)` }} ref={host} />
          </div>
        </div>
        <div className="cv-findbar" onPointerDown={(e) => e.stopPropagation()}>
          <Input
            allowClear
            size="middle"
            prefix={<SearchOutlined />}
            placeholder={t('circuit.find.placeholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onPressEnter={(e) => {
              setApplied(query);
              if (normalizeLabel(query) === normalizeLabel(applied)) step(e.shiftKey ? -1 : 1);
            }}
            className="cv-find-input"
            data-testid="circuit-find"
          />
          <span className="cv-find-counter" data-testid="circuit-find-counter">{counter}</span>
          <Tooltip title={t('circuit.find.previous')}>
            <Button size="small" type="text" icon={<UpOutlined />} disabled={matches.length < 2} onClick={() => step(-1)} aria-label={t('circuit.find.previous')} data-testid="circuit-find-prev" />
          </Tooltip>
          <Tooltip title={t('circuit.find.next')}>
            <Button size="small" type="text" icon={<DownOutlined />} disabled={matches.length < 2} onClick={() => step(1)} aria-label={t('circuit.find.next')} data-testid="circuit-find-next" />
          </Tooltip>
        </div>
        <ZoomControls view={view} namespace="manuals" testId="circuit" className="cv-toolbar" labelClassName="cv-zoom" compact onReset={resetView} />
        <div className="cv-hint">{t('circuit.hint', { count: labels.length })}</div>
      </div>
      {hasQuery && (
        <div className="cv-matches" data-testid="circuit-matches">
          <div className="cv-matches-head">{t('circuit.find.results', { count: matches.length })}</div>
          {matches.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('circuit.find.noneLong', { query: applied.trim() })} />
          ) : (
            <ul className="cv-match-list">
              {matches.map((m, i) => (
                <li key={m.index}>
                  <button
                    type="button"
                    className={`cv-match-item${i === current ? ' is-current' : ''}`}
                    onClick={() => setCurrent(i)}
                    data-testid={`circuit-match-${i}`}
                    aria-current={i === current}
                  >
                    <span className="cv-match-text">{m.text}</span>
                    <Tag color={KIND_COLORS[m.kind]} className="cv-match-kind">{t(`circuit.kinds.${m.kind}`)}</Tag>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
