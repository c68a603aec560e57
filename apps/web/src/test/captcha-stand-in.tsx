import { useEffect, useRef } from 'react';

/**
 * The captcha widget's stand-in for screen tests (the real one runs a proof-of-work worker):
 * each round starts unsolved, then ends as the test says — `end(payload)` — or solves itself
 * when `autoSolve` is set. A test keeps one `control` (vi.hoisted) and mocks
 * components/captcha/Captcha.tsx with `{ Captcha: captchaStandIn(control) }`.
 */
export type CaptchaControl = { autoSolve: boolean; end: (payload: string | null) => void };

export function captchaStandIn(control: CaptchaControl) {
  return function Captcha({
    onChange,
    error,
    round,
  }: {
    onChange: (payload: string | null, settled: boolean) => void;
    error?: string;
    round: number;
  }) {
    const change = useRef(onChange);
    change.current = onChange;
    useEffect(() => {
      control.end = (payload) => change.current(payload, true);
      change.current(null, false);
      if (control.autoSolve) control.end(`payload-${round}`);
    }, [round]);
    return (
      <div>
        <span>captcha round {round}</span>
        {error && <span>{error}</span>}
      </div>
    );
  };
}
