// A day-by-day line chart drawn by uPlot (a small charting library): one x axis of Kyiv days, one series per line.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

interface LineChartProps {
  title: string;
  dates: string[];
  series: { label: string; values: number[]; color: string }[];
}

export function LineChart({ title, dates, series }: LineChartProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const x = dates.map((date) => Date.parse(`${date}T12:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 220,
        series: [{}, ...series.map((line) => ({ label: line.label, stroke: line.color, width: 2 }))],
        axes: [{}, { size: 60 }],
        scales: { x: { time: true } },
      },
      [x, ...series.map((line) => line.values)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, element.clientWidth), height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [dates, series]);
  return (
    <figure className="card chart">
      <figcaption>{title}</figcaption>
      <div ref={host} role="img" aria-label={title} />
    </figure>
  );
}
