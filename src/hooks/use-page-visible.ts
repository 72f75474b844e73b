import { useSyncExternalStore } from "react"

const subscribe = (onChange: () => void) => {
  document.addEventListener("visibilitychange", onChange)
  return () => document.removeEventListener("visibilitychange", onChange)
}
const current = () => document.visibilityState !== "hidden"
const onServer = () => true

/** Whether the tab is showing; work nobody can see (a slideshow in a background tab) can stop. */
export const usePageVisible = (): boolean => useSyncExternalStore(subscribe, current, onServer)
