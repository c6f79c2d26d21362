import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface BarsCanvasProps {
  labels: readonly string[];
  values: readonly number[];
  /** What the values are, for the chart's tooltip legend. */
  series: string;
}

const HEIGHT = 240;

// Arabic dates carry right-to-left marks, which the canvas would draw reordered.
const BIDI_MARKS = /[\u061c\u200e\u200f]/g;

/**
 * The bars of a chart, drawn by uPlot (about 22 kB gzip, loaded with this file only when a chart
 * is first shown). The numbers are also in the table beside it, so the canvas is hidden from
 * assistive technologies.
 */
export default function BarsCanvas({ labels, values, series }: BarsCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const color = getComputedStyle(element).getPropertyValue('--dn-main').trim() || '#2b7a78';
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
          // Bars stand on zero, so that their heights compare.
          y: { range: (_u, min, max) => [Math.min(0, min), Math.max(0, max) * 1.05 || 1] },
        },
        axes: [{ values: (_u, splits) => splits.map((split) => (labels[split] ?? '').replace(BIDI_MARKS, '')) }, { size: 70 }],
        series: [{}, { label: series, fill: color, stroke: color, paths: uPlot.paths.bars!({ size: [0.7, 48] }), points: { show: false } }],
      },
      [labels.map((_label, index) => index), [...values]],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, values, series]);
  // Charts read left to right in every language, like their numbers.
  return <div ref={box} className="finance-chart__canvas" dir="ltr" aria-hidden="true" />;
}
