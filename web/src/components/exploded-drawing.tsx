import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { Empty, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchText } from './fetch-text';
import { sanitizeSvg } from './sanitize-svg';
import { useTouchScreen } from './use-touch-screen';
import { useZoomPan } from './use-zoom-pan';
import { ZoomControls } from './zoom-controls';
import './exploded-drawing.css';

interface ExplodedDrawingProps {
  /** The drawing's path (the server's `drawingUrl`); fetched with the token header. */
  url: string;
  /** Balloon numbers to highlight (balloon and part outline). */
  activeBalls: number[];
  onBallClick?: (ball: number) => void;
  /** Accessible name of the drawing. */
  title?: string;
}

/**
 * An exploded drawing inlined as SVG (sanitized) so its balloons can be styled and clicked:
 * elements `[data-ball="N"]` with class `balloon` (the numbered circle) or `part` (the outline).
 * Wheel, buttons and two pinching fingers zoom 0.2–6; dragging pans; reset fits it again.
 */
export function ExplodedDrawing({ url, activeBalls, onBallClick, title }: ExplodedDrawingProps) {
  const { t } = useTranslation('catalogue');
  const view = useZoomPan();
  const touch = useTouchScreen();
  const host = useRef<HTMLDivElement>(null);
  const { data: svgText, isLoading, isError } = useQuery({
    queryKey: ['catalogue', 'drawing', url],
    queryFn: ({ signal }) => fetchText(url, 'image/svg+xml', signal),
    staleTime: 5 * 60_000,
  });
  const svg = useMemo(() => (svgText ? sanitizeSvg(svgText) : null), [svgText]);
  const { reset } = view;

  // a new drawing starts unzoomed
  useEffect(() => reset(), [url]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    el.replaceChildren();
    if (!svg) return;
    svg.setAttribute('width', '100%');
    svg.setAttribute('height', '100%');
    svg.setAttribute('role', 'img');
    if (title) svg.setAttribute('aria-label', title);
    el.appendChild(svg);
  }, [svg, title]);

  const activeKey = activeBalls.join(',');
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const wanted = new Set(activeBalls.map(String));
    el.querySelectorAll<SVGElement>('[data-ball]').forEach((node) => {
      node.classList.toggle('is-active', wanted.has(node.getAttribute('data-ball') ?? ''));
    });
  }, [activeKey, svg]); // eslint-disable-line react-hooks/exhaustive-deps

  const onClick = (e: MouseEvent) => {
    if (view.wasDrag()) return;
    const target = (e.target as Element).closest?.('[data-ball]');
    if (!target || !host.current?.contains(target)) return;
    const ball = Number(target.getAttribute('data-ball'));
    if (Number.isInteger(ball)) onBallClick?.(ball);
  };

  return (
    <div className="exploded-drawing" data-testid="exploded-drawing">
      <div
        className={`exploded-drawing-stage${view.dragging ? ' is-dragging' : ''}`}
        {...view.stage}
        onClick={onClick}
      >
        {isLoading && <Spin className="exploded-drawing-spin" />}
        {isError && <Empty className="exploded-drawing-empty" description={t('drawing.failed')} />}
        {!isLoading && !isError && !svg && <Empty className="exploded-drawing-empty" description={t('drawing.failed')} />}
        <div className="exploded-drawing-canvas" style={{ transform: view.transform }} ref={host} />
      </div>
      <ZoomControls view={view} namespace="catalogue" testId="drawing" className="exploded-drawing-toolbar" labelClassName="exploded-drawing-zoom" compact />
      <div className="exploded-drawing-hint">{t(touch ? 'drawing.hintTouch' : 'drawing.hint')}</div>
    </div>
  );
}
