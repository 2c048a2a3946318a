export { flushTelemetry, TELEMETRY_EVENT } from './beacon';
export { tagOfPage } from './context';
export { reportError, startReporter } from './reporter';
export { clsOf, inpOf } from './vitals';
