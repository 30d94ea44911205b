/** `performance.mark` set after each step of the staged start-up, with the step's number (1–4). */
export const STARTUP_STEP_MARK = 'rsbuild-docs:startup-step-';
