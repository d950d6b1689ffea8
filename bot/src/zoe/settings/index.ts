/**
 * The owner's settings (mode, active hours, brief time, language, threshold adjustments) and
 * the pure answers about them. Other folders use only what this index exports.
 * Must never: change a setting the owner did not ask for, except the bounded self-throttle.
 */
export { BASE_THRESHOLD, defaultOwnerSettings, isActive, type Mode, MODES, nextActiveStart, nextMorning, parseRange, pausedUntil, type OwnerSettings, OwnerSettingsStore, thresholdFor } from "./owner-settings.ts";
