import { memo, Suspense, useEffect, useRef, useState, type ReactNode } from "react"
import { NEAR_SCREEN_MARGIN } from "../theme/tokens"

/**
 * A gate a suspended hydration waits on: a promise that resolves once, plus whether it has. React retries
 * a dehydrated Suspense boundary when the promise it was suspended on resolves, with the same props, so
 * the boundary then hydrates against the server HTML (nothing is re-rendered from scratch).
 */
interface Gate {
  open: boolean
  opened: Promise<void>
  release: () => void
}
const createGate = (open: boolean): Gate => {
  let release = () => {}
  const opened = new Promise<void>((resolve) => (release = resolve))
  const gate: Gate = { open, opened, release: () => {} }
  gate.release = () => {
    gate.open = true
    release()
  }
  if (open) gate.release()
  return gate
}

/**
 * Whether React is hydrating server HTML: Gatsby hydrates when its focus wrapper already has children, and
 * renders from scratch otherwise (`gatsby develop`, tests), when the wrapper is not in the document yet.
 */
const hydratingServerHtml = () =>
  typeof document !== "undefined" && (document.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0

/** Set once the first page has hydrated: later pages are client-rendered and need no gate. */
let firstHydrationDone = false
export const markFirstHydrationDone = () => {
  firstHydrationDone = true
}

function WaitFor({ gate, children }: { gate: Gate; children: ReactNode }) {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense: throwing the gate's promise suspends (and keeps the server HTML) until it opens
  if (!gate.open) throw gate.opened
  return <>{children}</>
}

/**
 * Server-renders its children as usual, but on the first page load hydrates them only when they come
 * within NEAR_SCREEN_MARGIN of the screen (React 18 selective hydration): until then the server HTML
 * stays as it is, visible and laid out, and costs no main-thread work. After a client-side navigation,
 * and wherever there is no server HTML to hydrate (develop, tests), the children render at once. Give it stable children (memoised props), so nothing updates the
 * boundary before it has hydrated.
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const [gate] = useState(() =>
    createGate(typeof window === "undefined" || firstHydrationDone || !hydratingServerHtml()),
  )
  useEffect(() => {
    const element = box.current
    if (gate.open || !element) return
    if (typeof IntersectionObserver === "undefined") return gate.release()
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          gate.release()
        }
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    )
    // The box has display: contents (no box of its own), so its server-rendered children are watched.
    for (const child of Array.from(element.children)) observer.observe(child)
    return () => observer.disconnect()
  }, [gate])
  return (
    <div ref={box} style={{ display: "contents" }} data-hydrate-when-near="">
      <Suspense fallback={null}>
        <WaitFor gate={gate}>{children}</WaitFor>
      </Suspense>
    </div>
  )
}

/**
 * HydrateWhenNear around `render(data)`, memoised on both: pass the page's query data and a function
 * declared at module level, so re-renders of the page never update a boundary that is still waiting.
 */
export const DeferredHydration = memo(function DeferredHydration<T>({
  data,
  render,
}: {
  data: T
  render: (data: T) => ReactNode
}) {
  return <HydrateWhenNear>{render(data)}</HydrateWhenNear>
}) as <T>(props: { data: T; render: (data: T) => ReactNode }) => ReactNode
