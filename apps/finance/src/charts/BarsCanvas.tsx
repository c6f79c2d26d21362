import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@dental/contracts';
import { formatMoney, useLanguage } from '@dental/i18n';
import { axisText, barAt, labelStep, valueTicks } from './bars-layout';

export interface BarsCanvasProps {
  labels: readonly string[];
  values: readonly number[];
  /** The chart's title: the name of the focusable chart. */
  title: string;
}

const HEIGHT = 240;
const AXIS_WIDTH = 70;
const LABELS_HEIGHT = 28;
const TOP = 10;
/** Bars fill this share of their slot, at most MAX_BAR pixels. */
const BAR_SHARE = 0.7;
const MAX_BAR = 48;

// Arabic dates carry right-to-left marks, which the canvas would draw reordered.
const BIDI_MARKS = /[\u061c\u200e\u200f\u2066-\u2069]/g;

interface DrawInput {
  labels: readonly string[];
  values: readonly number[];
  language: Language;
  /** The bar read out (hovered or focused), drawn darker. */
  active: number | null;
}

/** Draws the bars with their value axis (left, numbers as the language writes them) and labels (below) on the canvas, `width` CSS pixels wide. */
function draw(canvas: HTMLCanvasElement, width: number, { labels, values, language, active }: DrawInput) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const scale = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(HEIGHT * scale);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${HEIGHT}px`;
  context.scale(scale, scale);
  const style = getComputedStyle(canvas);
  const color = style.getPropertyValue('--dn-main').trim() || '#2b7a78';
  const text = style.color || '#222';
  context.font = `12px ${style.fontFamily || 'sans-serif'}`;
  context.fillStyle = text;

  const ticks = valueTicks(values);
  const low = ticks[0];
  const high = ticks[ticks.length - 1];
  const plotWidth = width - AXIS_WIDTH;
  const plotHeight = HEIGHT - TOP - LABELS_HEIGHT;
  const y = (value: number) => TOP + plotHeight - ((value - low) / (high - low)) * plotHeight;

  context.textAlign = 'right';
  context.textBaseline = 'middle';
  context.strokeStyle = 'rgba(0, 0, 0, 0.1)';
  for (const tick of ticks) {
    context.fillText(axisText(tick, language), AXIS_WIDTH - 8, y(tick));
    context.beginPath();
    context.moveTo(AXIS_WIDTH, Math.round(y(tick)) + 0.5);
    context.lineTo(width, Math.round(y(tick)) + 0.5);
    context.stroke();
  }

  const slot = plotWidth / Math.max(values.length, 1);
  const barWidth = Math.min(slot * BAR_SHARE, MAX_BAR);
  const texts = labels.map((label) => label.replace(BIDI_MARKS, ''));
  const step = labelStep(values.length, Math.max(0, ...texts.map((one) => context.measureText(one).width)), plotWidth);
  context.textAlign = 'center';
  context.textBaseline = 'top';
  values.forEach((value, index) => {
    const center = AXIS_WIDTH + slot * (index + 0.5);
    const top = y(Math.max(0, value));
    context.fillStyle = color;
    context.globalAlpha = active === null || active === index ? 1 : 0.55;
    context.fillRect(center - barWidth / 2, top, barWidth, Math.abs(y(0) - y(value)));
    context.globalAlpha = 1;
    if (active === index) {
      context.strokeStyle = text;
      context.lineWidth = 2;
      context.strokeRect(center - barWidth / 2 - 2, top - 2, barWidth + 4, Math.abs(y(0) - y(value)) + 4);
    }
    context.fillStyle = text;
    if (index % step === 0) context.fillText(texts[index], center, HEIGHT - LABELS_HEIGHT + 8);
  });
}

/**
 * The bars of a chart, drawn on a canvas (no chart library: this file is all the chart's code,
 * loaded when a chart is first shown). The value of a bar is read out above the chart when the
 * pointer is over it, and by keyboard: the chart is one focusable list of its bars (arrow keys,
 * Home, End), each bar an option named by its label and value, so a screen reader announces it.
 */
export default function BarsCanvas({ labels, values, title }: BarsCanvasProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [active, setActive] = useState<number | null>(null);
  const ids = useId();
  const readOut = (index: number) => t('charts.readOut', { label: labels[index].replace(BIDI_MARKS, ''), value: formatMoney(values[index], language) });

  useEffect(() => {
    const element = box.current;
    if (!element || !canvas.current) return undefined;
    const target = canvas.current;
    const redraw = () => draw(target, Math.max(element.clientWidth, 280), { labels, values, language, active });
    redraw();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const resize = new ResizeObserver(redraw);
    resize.observe(element);
    return () => resize.disconnect();
  }, [labels, values, language, active]);

  const last = values.length - 1;
  const onKeyDown = (event: KeyboardEvent) => {
    // The chart reads left to right in every language, so do its arrows.
    const next = { ArrowRight: (active ?? -1) + 1, ArrowLeft: (active ?? 1) - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.min(Math.max(next, 0), last));
  };
  const onMouseMove = (event: MouseEvent<HTMLDivElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    setActive(barAt(event.clientX - bounds.left, Math.max(bounds.width, 280), AXIS_WIDTH, values.length));
  };

  return (
    <div className="finance-chart__plot">
      <p className="finance-chart__readout" aria-hidden="true" data-testid="chart-readout">
        {active === null ? t('charts.readOutHint') : readOut(active)}
      </p>
      {/* Charts read left to right in every language, like their numbers. */}
      <div
        ref={box}
        className="finance-chart__canvas"
        dir="ltr"
        role="listbox"
        tabIndex={0}
        aria-label={t('charts.barsLabel', { chart: title })}
        aria-activedescendant={active === null ? undefined : `${ids}-${active}`}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((current) => current ?? (values.length > 0 ? 0 : null))}
        onBlur={() => setActive(null)}
        onMouseMove={onMouseMove}
        onMouseLeave={() => box.current !== document.activeElement && setActive(null)}
      >
        <canvas ref={canvas} aria-hidden="true" />
        {values.map((_, index) => (
          <div key={index} id={`${ids}-${index}`} role="option" aria-selected={index === active} className="dn-visually-hidden">
            {readOut(index)}
          </div>
        ))}
      </div>
    </div>
  );
}
