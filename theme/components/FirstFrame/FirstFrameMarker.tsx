import { FIRST_FRAME_MARKER_ID } from './first-frame';

/** Marks the end of the page chrome for the first frame (see first-frame.ts); it has no box. */
export function FirstFrameMarker() {
  return <span id={FIRST_FRAME_MARKER_ID} hidden />;
}
