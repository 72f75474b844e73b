import { useEffect, useState } from "react"

/** True while the tab is shown; false while it is hidden (another tab, minimised). True in the server HTML. */
export const usePageVisible = (): boolean => {
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== "hidden")
    update()
    document.addEventListener("visibilitychange", update)
    return () => document.removeEventListener("visibilitychange", update)
  }, [])
  return visible
}
