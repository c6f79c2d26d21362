import { useEffect, useRef } from 'react';
import { labelStep, valueTicks } from './bars-layout';

export interface BarsCanvasProps {
  labels: readonly string[];
  values: readonly number[];
  /** What the values are (the chart's table says it to assistive technologies). */
  series: string;
}

const HEIGHT = 240;
const AXIS_WIDTH = 70;
const LABELS_HEIGHT = 28;
const TOP = 10;
/** Bars fill this share of their slot, at most MAX_BAR pixels. */
const BAR_SHARE = 0.7;
const MAX_BAR = 48;

// Arabic dates carry right-to-left marks, which the canvas would draw reordered.
const BIDI_MARKS = /[\u061c\u200e\u200f]/g;

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Draws the bars with their value axis (left) and labels (below) on the canvas, `width` CSS pixels wide. */
function draw(canvas: HTMLCanvasElement, width: number, { labels, values }: BarsCanvasProps) {
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
  context.font = `12px ${style.fontFamily || 'sans-serif'}`;
  context.fillStyle = style.color || '#222';

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
    context.fillText(numberFormat.format(tick), AXIS_WIDTH - 8, y(tick));
    context.beginPath();
    context.moveTo(AXIS_WIDTH, Math.round(y(tick)) + 0.5);
    context.lineTo(width, Math.round(y(tick)) + 0.5);
    context.stroke();
  }

  const slot = plotWidth / Math.max(values.length, 1);
  const barWidth = Math.min(slot * BAR_SHARE, MAX_BAR);
  const texts = labels.map((label) => label.replace(BIDI_MARKS, ''));
  const step = labelStep(values.length, Math.max(0, ...texts.map((text) => context.measureText(text).width)), plotWidth);
  context.textAlign = 'center';
  context.textBaseline = 'top';
  values.forEach((value, index) => {
    const center = AXIS_WIDTH + slot * (index + 0.5);
    const top = y(Math.max(0, value));
    context.fillStyle = color;
    context.fillRect(center - barWidth / 2, top, barWidth, Math.abs(y(0) - y(value)));
    context.fillStyle = style.color || '#222';
    if (index % step === 0) context.fillText(texts[index], center, HEIGHT - LABELS_HEIGHT + 8);
  });
}

/**
 * The bars of a chart, drawn on a canvas (no chart library: this file is all the chart's code,
 * loaded when a chart is first shown). The numbers are also in the table beside it, so the canvas
 * is hidden from assistive technologies.
 */
export default function BarsCanvas(props: BarsCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const { labels, values, series } = props;
  useEffect(() => {
    const element = box.current;
    if (!element || !canvas.current) return undefined;
    const target = canvas.current;
    const redraw = () => draw(target, Math.max(element.clientWidth, 280), { labels, values, series });
    redraw();
    const resize = new ResizeObserver(redraw);
    resize.observe(element);
    return () => resize.disconnect();
  }, [labels, values, series]);
  // Charts read left to right in every language, like their numbers.
  return (
    <div ref={box} className="finance-chart__canvas" dir="ltr" aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
