import { type ReactNode, Suspense } from 'react';
import { clientHydrationSteps, type LAST_HYDRATION_STEP } from './hydration-steps';

function Gate({ step, children }: { step: number; children: ReactNode }) {
  const steps = clientHydrationSteps();
  // Suspending while hydrating keeps the server's DOM in place (Preact's Suspense shows no
  // fallback then); the part is hydrated when its step opens.
  if (!steps.isOpen(step)) throw steps.whenOpen(step);
  return <>{children}</>;
}

export interface DeferredHydrationProps {
  /** 1 = the task after the page shell, 2 = the one after that, … up to LAST_HYDRATION_STEP. */
  step: 1 | 2 | typeof LAST_HYDRATION_STEP;
  children: ReactNode;
}

/**
 * Hydrates `children` a few tasks after the rest of the page (see hydration-steps.ts). The
 * server's markup stays visible and its links work meanwhile. The wrapper has
 * `display: contents`, so layout and styles do not see it; it gives the part exactly one root
 * node, which is what Preact keeps in place while a part waits.
 */
export function DeferredHydration({ step, children }: DeferredHydrationProps) {
  // The wrapper is inside the gate: the waiting part must be one node, or Preact would keep only
  // its first node and drop the rest.
  const part = <div style={{ display: 'contents' }}>{children}</div>;
  if (typeof window === 'undefined') return part;
  return (
    <Suspense fallback={null}>
      <Gate step={step}>{part}</Gate>
    </Suspense>
  );
}
