/**
 * The activity bars drawn by uPlot on a canvas: a separate chunk, loaded only by the dashboard.
 * Decorative for assistive technology; ActivityChart carries the numbers as text.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { countTicks } from './stats';

export interface PlotSeries {
  label: string;
  values: number[];
  color: string;
}

export interface ActivityPlotProps {
  /** One label per day, shown under its pair of bars; `narrow` ones when the chart is too tight for `short`. */
  labels: { short: string[]; narrow: string[] };
  /** Exactly two series: the first is drawn left of each day, the second right. */
  series: [PlotSeries, PlotSeries];
  dark: boolean;
  formatCount: (value: number) => string;
  /** The day under the pointer, or null when it leaves the chart. */
  onHover: (index: number | null) => void;
}

const HEIGHT = 220;
/** Room kept between two day labels (CSS px), so `11月22日11月23日` never reads as one word. */
const LABEL_GAP = 10;
const FONT = '12px system-ui, sans-serif';

let measurer: CanvasRenderingContext2D | null | undefined;
/** Width of the widest label in the axis font: labels differ by language (`Mar 14`, `3月14日`). */
function widestLabel(labels: readonly string[]): number {
  measurer ??= document.createElement('canvas').getContext('2d');
  if (!measurer) return labels.reduce((w, label) => Math.max(w, label.length * 8), 0);
  measurer.font = FONT;
  return labels.reduce((w, label) => Math.max(w, measurer?.measureText(label).width ?? 0), 0);
}
const Y_AXIS_WIDTH = 44;

type PlotView = Omit<ActivityPlotProps, 'onHover'>;

function options(
  { labels, series, dark, formatCount }: PlotView,
  width: number,
  onHover: (index: number | null) => void,
): uPlot.Options {
  const ticks = countTicks(Math.max(...series.flatMap((s) => s.values)));
  const axisColor = dark ? '#9ca3af' : '#4b5563';
  const gridColor = dark ? '#374151' : '#e5e7eb';
  const bars = (s: PlotSeries, align: -1 | 1): uPlot.Series => ({
    label: s.label,
    stroke: s.color,
    fill: s.color,
    width: 0,
    points: { show: false },
    paths: uPlot.paths.bars?.({ size: [0.36, 28], align }),
  });
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { points: { show: false }, y: false, drag: { x: false, y: false, setScale: false } },
    scales: {
      x: { time: false, range: [-0.5, labels.short.length - 0.5] },
      y: { range: [0, ticks.at(-1) ?? 1] },
    },
    axes: [
      {
        stroke: axisColor,
        font: FONT,
        size: 28,
        grid: { show: false },
        ticks: { show: false },
        splits: () => labels.short.map((_, i) => i),
        values: (u, splits) => {
          const slot = (u.width - Y_AXIS_WIDTH) / labels.short.length;
          const shortWidth = widestLabel(labels.short);
          const shown = shortWidth + LABEL_GAP <= slot ? labels.short : labels.narrow;
          // For the layout e2e spec: canvas text has no box of its own to measure.
          u.root.dataset.labelWidth = String(Math.ceil(widestLabel(shown)));
          u.root.dataset.slotWidth = String(Math.floor(slot));
          return splits.map((i) => shown[i] ?? '');
        },
      },
      {
        stroke: axisColor,
        font: FONT,
        size: Y_AXIS_WIDTH,
        grid: { stroke: gridColor, width: 1 },
        ticks: { show: false },
        splits: () => ticks,
        values: (_u, splits) => splits.map(formatCount),
      },
    ],
    series: [{}, bars(series[0], -1), bars(series[1], 1)],
    hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
  };
}

export default function ActivityPlot(props: ActivityPlotProps) {
  const { labels, series, dark, formatCount } = props;
  const box = useRef<HTMLDivElement>(null);
  // The chart is rebuilt only when what it shows changes, not for a new hover callback.
  const onHover = useEffectEvent((index: number | null) => props.onHover(index));

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      labels.short.map((_, i) => i),
      series[0].values,
      series[1].values,
    ];
    const view = { labels, series, dark, formatCount };
    const plot = new uPlot(
      options(view, element.clientWidth, (index) => onHover(index)),
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, series, dark, formatCount]);

  return <div ref={box} className="w-full" style={{ minHeight: HEIGHT }} />;
}
