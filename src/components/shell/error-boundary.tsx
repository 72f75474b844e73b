import { css } from "@emotion/react"
import { Link } from "gatsby"
import { Component, type ErrorInfo, type ReactNode } from "react"
import { ROUTES } from "../../constants"
import { useLocalPath, useWords } from "../../i18n/page-language"

const errorCss = css({ padding: "120px 50px 50px", pre: { whiteSpace: "pre-wrap" } })

interface Props {
  homeLinkText: string
  /** The link text's `lang` where it differs from the page's or sits in another's (an untranslated text). */
  homeLinkLang?: string | undefined
  children: ReactNode
}

/** The error page itself: a function component, so it can read the page's words and addresses. */
function ErrorPage({ error, homeLinkText, homeLinkLang }: { error: Error } & Omit<Props, "children">) {
  const words = useWords()
  const local = useLocalPath()
  return (
    <div css={errorCss} role="alert">
      <h1>{words.ui.errorTitle}</h1>
      <pre>{error.message}</pre>
      <Link to={local(ROUTES.project)} lang={homeLinkLang}>
        {homeLinkText}
      </Link>
    </div>
  )
}

/**
 * If a page throws while rendering, show the router-style error page (docs/design.md, "Errors") with a way home
 * instead of a blank screen. Keyed by pathname in the frame, so navigating away resets it.
 */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("The page failed to render:", error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    return <ErrorPage error={error} homeLinkText={this.props.homeLinkText} homeLinkLang={this.props.homeLinkLang} />
  }
}
