import { useCallback, useEffect, useRef, useState } from "react"

export interface CycleState {
  current: number
  /** The one shown before `current`, still fading out; null before the first step. */
  previous: number | null
}

export interface Cycle extends CycleState {
  /** Back to the first index, e.g. when a flipbook drops its frames far from the screen. */
  reset: () => void
}

/**
 * Steps an index 0 → count−1 → 0 every `intervalMs` while `running`: one state change per step, never per frame.
 * A step waits (the index holds until the next tick) while `ready(next)` is false, e.g. until that picture has loaded.
 */
export const useCycle = (
  count: number,
  intervalMs: number,
  running: boolean,
  ready: (index: number) => boolean = () => true,
): Cycle => {
  const [state, setState] = useState<CycleState>({ current: 0, previous: null })
  const readyRef = useRef(ready)
  useEffect(() => {
    readyRef.current = ready
  })
  useEffect(() => {
    if (!running || count < 2) return
    const timer = setInterval(() => {
      setState((shown) => {
        const next = (shown.current + 1) % count
        return readyRef.current(next) ? { current: next, previous: shown.current } : shown
      })
    }, intervalMs)
    return () => clearInterval(timer)
  }, [running, count, intervalMs])
  const reset = useCallback(
    () =>
      setState((shown) => (shown.current === 0 && shown.previous === null ? shown : { current: 0, previous: null })),
    [],
  )
  return { ...state, reset }
}
