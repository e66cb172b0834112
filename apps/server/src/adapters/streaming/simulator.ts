import type { StreamingAdapter, TTargetReading } from './types';

export const SIMULATED_FIGURES = { bitrateIn: 6000, bitrateOut: 5800 };

export const SIMULATOR_TEMPLATES = [
  { name: 'Passthrough', template: 'transrate-passthrough' },
  { name: 'Adaptive 1080p', template: 'transcode-abr-1080p' },
  { name: 'Adaptive 720p', template: 'transcode-abr-720p' },
];

/**
 * The embedded engine: a start leaves the target starting, and the next read
 * finds it broadcasting. It runs no timer, so tests and several processes see
 * the same states.
 */
export const simulatorAdapter: StreamingAdapter = {
  source: 'simulator',
  startTarget: async () => 'starting',
  stopTarget: async () => {},
  removeTarget: async () => {},
  readTargets: async (_eventId, targets) =>
    targets.map(
      ({ target, state }): TTargetReading =>
        state === 'starting'
          ? { target, state: 'broadcasting', figures: SIMULATED_FIGURES }
          : { target, state: state as TTargetReading['state'] },
    ),
  listTemplates: async () => SIMULATOR_TEMPLATES,
  // The simulator transcodes nothing; the profile is shown on the event only.
  useTemplate: async () => {},
};
