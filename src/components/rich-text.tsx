import * as React from "react"

export type InlineSegment = { text: string; strong?: boolean; em?: boolean }

/**
 * Editors mark emphasis in content text the way they would in an email: **strong** and *emphasis*.
 * Anything else, including a lone asterisk, stays literal text.
 */
export const parseInline = (source: string): InlineSegment[] => {
  const segments: InlineSegment[] = []
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*/g
  let last = 0
  for (const match of source.matchAll(pattern)) {
    const index = match.index ?? 0
    if (index > last) segments.push({ text: source.slice(last, index) })
    if (match[1] !== undefined) segments.push({ text: match[1], strong: true })
    else if (match[2] !== undefined) segments.push({ text: match[2], em: true })
    last = index + match[0].length
  }
  if (last < source.length) segments.push({ text: source.slice(last) })
  return segments
}

/** Renders content text with its **strong** and *emphasis* marks. */
export function RichText({ children }: { children: string }) {
  return (
    <>
      {parseInline(children).map((segment, index) =>
        segment.strong ? (
          <strong key={index}>{segment.text}</strong>
        ) : segment.em ? (
          <em key={index}>{segment.text}</em>
        ) : (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ),
      )}
    </>
  )
}
