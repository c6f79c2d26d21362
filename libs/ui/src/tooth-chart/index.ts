// @dental/ui/tooth-chart: an entry of its own, loaded with the patient file's screens only.
export { ToothChart, type ToothChartProps } from './ToothChart';
export { TOOTH_ROWS, type ChartRow } from './chart-layout';
